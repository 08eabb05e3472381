import { type DonorKind, SPANISH_PROVINCES } from '@detalle/contract';
import { NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/i18n';

/** What these fields read and write of the donation form (`useZodForm`'s). */
type IdentityForm = {
  values: { donorKind: string; fullName: string; taxId: string; province: string };
  setValue: (name: 'donorKind', value: string) => void;
  inputProps: (name: 'fullName' | 'taxId' | 'province') => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (input: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
};

/**
 * Whose name goes on the certificate: a person (full name, NIF or NIE optional) or a company (razón social and
 * CIF, both needed). The province, by its Modelo 182 code, is asked of whoever gives a tax id: the ONG declares
 * both. The rules are the contract's (`donationInputSchema`); these fields only word them.
 */
export function DonorIdentityFields({ form }: { form: IdentityForm }) {
  const { t } = useTranslation();
  const company = form.values.donorKind === 'company';
  const asksProvince = company || form.values.taxId.trim() !== '';
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="donor-kind">
          {t('ongs.donor.kind')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="donor-kind"
          value={form.values.donorKind}
          onChange={(kind) => form.setValue('donorKind', kind as DonorKind)}
          data={[
            { value: 'person', label: t('ongs.donor.person') },
            { value: 'company', label: t('ongs.donor.company') },
          ]}
        />
      </Stack>
      <TextInput
        {...form.inputProps('fullName')}
        label={company ? t('ongs.donor.companyName') : t('wallet.donate.fullName')}
        description={company ? t('ongs.donor.companyNameHelp') : t('wallet.donate.fullNameHelp')}
        autoComplete={company ? 'organization' : 'name'}
        maxLength={160}
        size="md"
      />
      <TextInput
        {...form.inputProps('taxId')}
        label={company ? t('ongs.donor.cif') : t('wallet.donate.taxId')}
        description={company ? t('ongs.donor.cifHelp') : t('wallet.donate.taxIdHelp')}
        autoComplete="off"
        maxLength={14}
        size="md"
      />
      {asksProvince ? (
        <NativeSelect
          {...form.inputProps('province')}
          label={t('ongs.donor.province')}
          description={company ? t('ongs.donor.companyProvinceHelp') : t('ongs.donor.provinceHelp')}
          data={[
            { value: '', label: t('ongs.donor.provincePlaceholder') },
            ...SPANISH_PROVINCES.map((p) => ({ value: p.code, label: p.name })),
          ]}
          size="md"
        />
      ) : null}
    </>
  );
}
