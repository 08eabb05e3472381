import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n';

/** What is typed in a `PartAmountForm` and why it was refused; typing again clears the refusal. */
export function usePartAmount() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    text,
    error,
    setError,
    change: (value: string) => {
      setText(value);
      setError(null);
    },
    clear: () => setText(''),
  };
}

export type PartAmount = ReturnType<typeof usePartAmount>;

export type PartAmountFormProps = {
  amount: PartAmount;
  label: string;
  /** Says that empty means all of it, and how much that is. */
  description: string;
  /** All of it, formatted («25,00 €»): what an empty field stands for. */
  all: string;
  submit: { label: string; color?: string; loading: boolean };
  onSubmit: () => void;
  onCancel: () => void;
  /** What the dialog says above the field. */
  children: ReactNode;
};

/**
 * Some of the money there is, or all of it: an amount typed the Spanish way («12,50»), empty for all, then
 * «Cancelar» and the button that moves it (a refund, the hucha moved to a wallet). The caller reads the text with
 * `readAmount(text, currency, t, { max })` and says what is wrong through `amount.setError`.
 */
export function PartAmountForm({
  amount,
  label,
  description,
  all,
  submit,
  onSubmit,
  onCancel,
  children,
}: PartAmountFormProps) {
  const { t } = useTranslation();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {children}
        <TextInput
          label={label}
          description={description}
          placeholder={all}
          value={amount.text}
          onChange={(event) => amount.change(event.currentTarget.value)}
          error={amount.error}
          inputMode="decimal"
          autoComplete="off"
          name="amount"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={submit.color} loading={submit.loading}>
            {submit.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
