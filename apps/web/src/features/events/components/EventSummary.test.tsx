import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/test-utils';
import { eventDetail } from '../testing/fixtures';
import { EventSummary } from './EventSummary';

const lucia = { id: 'u-lucia', name: 'Lucía', lastname: 'Martín', image: null };
const marcos = { id: 'u-marcos', name: 'Marcos', lastname: 'Ruiz', image: null };

describe('EventSummary: who organises it', () => {
  it('one organiser by their full name', () => {
    render(<EventSummary event={eventDetail({ organiser: lucia })} />);
    expect(screen.getByText('Lucía Martín').parentElement).toHaveTextContent('Organiza Lucía Martín');
  });

  it('several, together by first names: «Organizan Lucía y Marcos»', () => {
    const event = { ...eventDetail({ organiser: lucia }), organisers: [lucia, marcos] };
    render(<EventSummary event={event} />);
    expect(screen.getByText('Lucía y Marcos').parentElement).toHaveTextContent('Organizan Lucía y Marcos');
  });
});
