import { afterEach, describe, expect, it } from 'vitest';
import { ana } from '@/test/fixtures';
import { clearDraftsOnSignOut, readDraft, saveDraft } from './form-draft';
import { clearSession, saveSession } from './session';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('form drafts', () => {
  it('keeps only the values whose type matches the form', () => {
    saveDraft('register', { name: 'Ana', terms: 'sí' });
    expect(readDraft('register', { name: '', terms: false })).toEqual({ name: 'Ana' });
  });

  it('clearDraftsOnSignOut: signing out removes every draft, per-item ones too, and nothing else', () => {
    saveSession({ token: ana.token, user: ana });
    clearDraftsOnSignOut();
    clearDraftsOnSignOut();
    saveDraft('crear-lista', { name: 'Nueva' });
    saveDraft('crear-lista:l1', { name: 'Editada' });
    window.sessionStorage.setItem('otra-cosa', 'se queda');
    clearSession();
    expect(readDraft('crear-lista', { name: '' })).toEqual({});
    expect(readDraft('crear-lista:l1', { name: '' })).toEqual({});
    expect(window.sessionStorage.getItem('otra-cosa')).toBe('se queda');
  });

  it('a guest’s draft stays when nobody was signed in', () => {
    clearDraftsOnSignOut();
    saveDraft('crear-lista', { name: 'De invitado' });
    clearSession();
    expect(readDraft('crear-lista', { name: '' })).toEqual({ name: 'De invitado' });
  });
});
