import { guestReserveBody } from '@detalle/contract';
import { TextInput } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, waitFor } from '@/test/test-utils';
import { useZodForm } from './use-zod-form';

type Schema = typeof guestReserveBody;

/** A schema whose module arrives only when the test says so, as on a slow connection. */
function lateSchema() {
  let arrive: (schema: Schema) => void = () => {};
  const arrived = new Promise<Schema>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => arrived);
  return { load, arrive: () => arrive(guestReserveBody) };
}

function GuestForm({ schema, send }: { schema: () => Promise<Schema>; send: (body: unknown) => void }) {
  const form = useZodForm({
    initialValues: { name: '', email: 'irene@ejemplo.com' },
    schema,
    toBody: (v) => ({ giftId: '1e7e0a00-0000-4000-8000-000000000001', name: v.name, email: v.email }),
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(send)} noValidate>
      <TextInput label="Tu nombre" {...form.inputProps('name')} />
      <TextInput label="Tu correo" {...form.inputProps('email')} />
      <button type="submit">Enviarme el enlace</button>
    </form>
  );
}

describe('useZodForm with a schema that loads when needed', () => {
  it('refuses what is wrong, in Spanish, when sent before its schema has arrived, and sends nothing', async () => {
    const schema = lateSchema();
    const send = vi.fn();
    render(<GuestForm schema={schema.load} send={send} />);
    const submit = screen.getByRole('button', { name: 'Enviarme el enlace' });
    await userEvent.click(submit);
    // A second tap while the schema is on its way sends nothing more.
    await userEvent.click(submit);
    expect(screen.queryByText('Escribe tu nombre.')).not.toBeInTheDocument();
    schema.arrive();
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tu nombre')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
    expect(schema.load).toHaveBeenCalledTimes(1);
  });

  it('sends the parsed body once the schema is in and what was typed is right', async () => {
    const schema = lateSchema();
    const send = vi.fn();
    render(<GuestForm schema={schema.load} send={send} />);
    // Typing starts loading the schema.
    await userEvent.type(screen.getByLabelText('Tu nombre'), 'Irene');
    expect(schema.load).toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Tu correo'));
    await userEvent.type(screen.getByLabelText('Tu correo'), 'Irene@Ejemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(send).not.toHaveBeenCalled();
    schema.arrive();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Irene', email: 'irene@ejemplo.com' });
  });
});
