import { type Gift, productInputSchema } from '@detalle/contract';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useZodForm, type ZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { DEFAULT_CURRENCY, parsePrice, priceErrorText, typedPrice } from '@/lib/price-input';
import { defaultGiftDetails, type GiftDetails, GiftFields } from './GiftFields';
import { PriceFields } from './PriceFields';
import { ProductPhotoField } from './ProductPhotoField';
import { useAddOwnProduct } from './use-add-own-product';

const emptyProduct = {
  name: '',
  description: '',
  price: '',
  currency: DEFAULT_CURRENCY as string,
  shop: '',
  url: '',
  image: '',
};

type HandForm = ZodForm<typeof emptyProduct, typeof productInputSchema>;

/** What the product is: name, description, price (optional, in any currency), shop and link. */
function HandProductFields({ form }: { form: HandForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        {...form.inputProps('name')}
        label={t('gifts.hand.name')}
        placeholder={t('gifts.hand.namePlaceholder')}
        maxLength={200}
        required
      />
      <Textarea
        {...form.inputProps('description')}
        label={t('gifts.hand.description')}
        placeholder={t('gifts.hand.descriptionPlaceholder')}
        resize="vertical"
        rows={2}
        maxLength={2000}
      />
      <PriceFields
        price={form.values.price}
        currency={form.values.currency}
        onPrice={(price) => form.setValue('price', price)}
        onCurrency={(currency) => form.setValue('currency', currency)}
        error={form.errors.price ?? form.errors.currency}
      />
      <TextInput
        {...form.inputProps('shop')}
        label={t('gifts.hand.shop')}
        placeholder={t('gifts.hand.shopPlaceholder')}
        maxLength={120}
      />
      <TextInput
        {...form.inputProps('url')}
        type="url"
        inputMode="url"
        label={t('gifts.hand.url')}
        placeholder={t('gifts.hand.urlPlaceholder')}
        maxLength={2000}
      />
    </>
  );
}

type HandTabProps = {
  listId: string;
  onAdded: (gift: Gift) => void;
  /** A shop link the person pasted before (a page we could not read): it fills the link field. */
  url?: string;
};

/** "A mano": anything not in the catalogue nor in an online shop, with an optional price, link and photo. */
export function HandTab({ listId, onAdded, url }: HandTabProps) {
  const { t } = useTranslation();
  const own = useAddOwnProduct(listId);
  const [details, setDetails] = useState<GiftDetails>(defaultGiftDetails);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm({
    initialValues: emptyProduct,
    schema: productInputSchema,
    toBody: (v) => {
      const parsed = parsePrice(v.price, v.currency);
      return {
        name: v.name,
        description: v.description,
        // An unreadable price is reported on its own below; the rest is still checked.
        price: parsed.ok ? parsed.money : null,
        image: v.image || null,
        shop: v.shop.trim() || null,
        url: v.url.trim() || null,
      };
    },
    aliases: { 'price.amount': 'price', 'price.currency': 'currency' },
  });

  // A link brought from "Desde un enlace" fills the link field; the name, still to type, gets the focus.
  const { setValue, formRef } = form;
  useEffect(() => {
    if (!url) return;
    setValue('url', url);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus());
  }, [url, setValue, formRef]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    const { price, currency } = form.values;
    const priceError = priceErrorText(parsePrice(price, currency), currency, t);
    if (priceError) {
      form.setErrors((current) => ({ ...current, price: priceError }));
      if (body) form.formRef.current?.querySelector<HTMLInputElement>('[name="price"]')?.focus();
      return;
    }
    if (!body) return;
    try {
      const gift = await own.add(body, details);
      // The next one is most likely in the same currency.
      form.reset({ ...emptyProduct, currency: form.values.currency });
      setDetails(defaultGiftDetails);
      onAdded(gift);
    } catch (e) {
      form.showApiError(e);
    }
  };

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <HandProductFields form={form} />
        <ProductPhotoField
          value={form.values.image}
          onChange={(url) => form.setValue('image', url)}
          onUploadingChange={setUploading}
        />
        <GiftFields
          value={details}
          onChange={setDetails}
          price={typedPrice(form.values.price, form.values.currency)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={own.isPending} disabled={uploading}>
            {t('gifts.addModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
