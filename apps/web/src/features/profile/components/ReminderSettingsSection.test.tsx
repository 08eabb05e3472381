import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor } from '@/test/test-utils';
import { ReminderSettingsSection } from './ReminderSettingsSection';

const settings = {
  enabled: true,
  push: true,
  email: false,
  hour: 9,
  timezone: 'Europe/Madrid',
  priceAlerts: true,
};

describe('config: "Avisos de precio y disponibilidad"', () => {
  it('is on by default and turning it off saves priceAlerts: false', async () => {
    const api = mockApi({
      'GET /api/reminders/settings': { data: settings },
      'PUT /api/reminders/settings': (call: { body: object }) =>
        jsonResponse({ data: { ...settings, ...call.body } }),
    });
    render(<ReminderSettingsSection />);
    const toggle = await screen.findByRole('switch', { name: /Avisos de precio y disponibilidad/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /api/reminders/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/reminders/settings')[0]?.body).toMatchObject({ priceAlerts: false });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('stays available when reminders are off', async () => {
    mockApi({ 'GET /api/reminders/settings': { data: { ...settings, enabled: false, priceAlerts: false } } });
    render(<ReminderSettingsSection />);
    const toggle = await screen.findByRole('switch', { name: /Avisos de precio y disponibilidad/ });
    expect(toggle).not.toBeChecked();
  });
});
