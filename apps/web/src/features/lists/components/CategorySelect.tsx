import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/hooks/use-categories';

type CategorySelectProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The list's category. A list belongs to a top-level category of the
 * catalogue (`lists.category_id` references `categories`; a subcategory id is
 * refused with "Esa categoría no existe"), so the options are the categories,
 * each described by its subcategories to help choose.
 */
export function CategorySelect({ value, onChange, error }: CategorySelectProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const data = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const chosen = categories.data?.find((c) => c.id === value);
  const hint = chosen?.subcategories.length
    ? t('lists.form.categoryIncludes', { names: chosen.subcategories.map((s) => s.name).join(', ') })
    : undefined;
  return (
    <Select
      name="category"
      label={t('lists.form.category')}
      placeholder={
        categories.isPending ? t('lists.form.categoryLoading') : t('lists.form.categoryPlaceholder')
      }
      description={hint}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error ?? (categories.isError ? t('lists.form.categoryError') : undefined)}
      disabled={categories.isPending}
      searchable
      clearable
      nothingFoundMessage={t('lists.form.categoryNone')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
