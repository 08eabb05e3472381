import { type Gift, productInputSchema, type ScanPage, type ScanResult, scanBody } from '@detalle/contract';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { type TFunction, useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { paths } from '@/lib/paths';
import { DEFAULT_CURRENCY, parsePrice, priceErrorText, priceToInput, typedPrice } from '@/lib/price-input';
import type { ProductBody } from '../api/save-product';
import { useScanLink } from '../api/scan-link';
import { defaultGiftDetails, type GiftDetails, GiftFields } from './GiftFields';
import { GiftImage } from './GiftImage';
import { PasteLinkButton } from './PasteLinkButton';
import { PriceFields } from './PriceFields';
import { useAddOwnProduct } from './use-add-own-product';

type Preview = { found: ScanResult; name: string; price: string; currency: string };

type Errors = { name?: string; price?: string; form?: string };

/** The product to save from what was found and checked, or what is wrong with it (name and price first). */
function checkPreview(preview: Preview, t: TFunction): { body: ProductBody } | { errors: Errors } {
  const parsed = parsePrice(preview.price, preview.currency);
  const priceError = priceErrorText(parsed, preview.currency, t);
  const { found } = preview;
  const body = {
    name: preview.name,
    description: found.description,
    price: parsed.ok ? parsed.money : null,
    image: found.image,
    shop: found.shop || null,
    url: found.url,
  };
  const checked = productInputSchema.safeParse(body);
  const nameError = checked.success
    ? undefined
    : checked.error.issues.find((issue) => issue.path[0] === 'name')?.message;
  if (priceError || nameError) return { errors: { name: nameError, price: priceError ?? undefined } };
  if (!checked.success) return { errors: { form: checked.error.issues[0]?.message } };
  return { body };
}

/** What the shop's page gave: its picture, the shop and the address, above the fields to check. */
function ScannedProduct({ found, name }: { found: ScanResult; name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <Text fw={600}>{t('gifts.link.preview')}</Text>
        <Text size="sm" c="dimmed">
          {t('gifts.link.previewHint')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <GiftImage src={found.image} name={name} size={72} />
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={500} lineClamp={1}>
              {t('product.soldAt', { shop: found.shop })}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {found.url}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </>
  );
}

/** On a computer: the "Añadir a Detalle" bookmarklet adds from any shop's page without copying links. */
function BookmarkletHint() {
  const { t } = useTranslation();
  const desktop = useMediaQuery('(min-width: 62em) and (pointer: fine)') ?? false;
  if (!desktop) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('gifts.link.bookmarklet')}{' '}
      <Anchor component={Link} to={paths.anadirADetalle.path} size="sm">
        {t('gifts.link.bookmarkletLink')}
      </Anchor>
    </Text>
  );
}

/** The first step: the shop's address, read while the person waits. */
function UrlForm({
  inputRef,
  url,
  onUrl,
  error,
  scanning,
  onSubmit,
  onPasted,
  onByHand,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  url: string;
  onUrl: (url: string) => void;
  error: string | null;
  scanning: boolean;
  onSubmit: (event: FormEvent) => void;
  /** "Pegar enlace" found a link on the clipboard. */
  onPasted: (url: string) => void;
  /** After a page could not be read: the same gift, typed by hand, keeping this link. */
  onByHand?: (url: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={inputRef}
          type="url"
          label={t('gifts.link.url')}
          description={t('gifts.link.hint')}
          placeholder={t('gifts.link.placeholder')}
          name="url"
          value={url}
          onChange={(event) => onUrl(event.currentTarget.value)}
          error={error}
          leftSection={<IconLink size={16} aria-hidden />}
          inputMode="url"
          autoComplete="off"
          maxLength={2000}
          readOnly={scanning}
          required
        />
        {scanning ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('gifts.link.scanning')}</Text>
          </Group>
        ) : null}
        {error && onByHand && url.trim() ? (
          <Stack gap="xs">
            <Text size="sm">{t('gifts.link.unreadable')}</Text>
            <Group>
              <Button variant="light" onClick={() => onByHand(url.trim())}>
                {t('gifts.link.byHand')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        <PasteLinkButton
          onLink={onPasted}
          trailing={
            <Button type="submit" loading={scanning}>
              {t('gifts.link.scan')}
            </Button>
          }
        />
        <BookmarkletHint />
      </Stack>
    </form>
  );
}

/** Where a link came from outside: the share target's or the bookmarklet's, read at once. */
type Incoming = { url?: string | null; page?: ScanPage };

/** The first step's state: the address typed, read by our API into a preview (`onFound`), or why not. */
function useLinkScan(onFound: (preview: Preview) => void, incoming: Incoming) {
  const { t } = useTranslation();
  const scan = useScanLink();
  const [url, setUrl] = useState(incoming.url ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  const readUrl = (value: string) => {
    const checked = scanBody.safeParse({ url: value });
    if (!checked.success) return setUrlError(checked.error.issues[0]?.message ?? t('errors.unexpected'));
    setUrlError(null);
    // What the bookmarklet read belongs to its own page: another address is read on its own.
    const page = incoming.page && checked.data.url === incoming.url ? incoming.page : undefined;
    scan.mutate(
      { url: checked.data.url, page },
      {
        onSuccess: (found) =>
          onFound({
            found,
            name: found.name,
            price: priceToInput(found.price),
            currency: found.price?.currency ?? DEFAULT_CURRENCY,
          }),
        onError: (e) => {
          setUrlError(errorText(e));
          urlInput.current?.focus();
        },
      },
    );
  };

  // A shared link is read as soon as the sheet opens (once, even under React's double effects).
  const readIncoming = useRef(Boolean(incoming.url));
  useEffect(() => {
    if (!readIncoming.current || !incoming.url) return;
    readIncoming.current = false;
    readUrl(incoming.url);
  });

  return {
    url,
    /** Typing clears the last error. */
    setUrl: (value: string) => {
      setUrl(value);
      setUrlError(null);
    },
    urlError,
    urlInput,
    read: (event: FormEvent) => {
      event.preventDefault();
      readUrl(url);
    },
    /** A link pasted from the clipboard goes in the field and is read straight away. */
    readPasted: (value: string) => {
      setUrl(value);
      readUrl(value);
    },
    scanning: scan.isPending,
    /** Back to an empty address, with the focus on it. */
    reset: () => {
      setUrl('');
      requestAnimationFrame(() => urlInput.current?.focus());
    },
  };
}

type LinkTabProps = {
  listId: string;
  onAdded: (gift: Gift) => void;
  /** A page that could not be read: go on by hand with its link. */
  onByHand?: (url: string) => void;
  /** A link shared from another app or the bookmarklet (with what it read on the page), read at once. */
  incoming?: Incoming;
};

/**
 * "Desde un enlace": our API reads the shop's page (`POST scan`); the person
 * checks name and price, then it is saved as their product and added.
 */
export function LinkTab({ listId, onAdded, onByHand, incoming = {} }: LinkTabProps) {
  const { t } = useTranslation();
  const own = useAddOwnProduct(listId);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [details, setDetails] = useState<GiftDetails>(defaultGiftDetails);
  const [errors, setErrors] = useState<Errors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const scan = useLinkScan((found) => {
    setPreview(found);
    // What was found is there to be checked: its name gets the focus.
    requestAnimationFrame(() => nameInput.current?.focus());
  }, incoming);

  const startOver = () => {
    setPreview(null);
    setErrors({});
    setDetails(defaultGiftDetails);
    scan.reset();
  };

  const edit = (changes: Partial<Preview>) => {
    setPreview((current) => (current ? { ...current, ...changes } : current));
    setErrors({});
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!preview) return;
    const checked = checkPreview(preview, t);
    if ('errors' in checked) return setErrors(checked.errors);
    try {
      const gift = await own.add(checked.body, details);
      startOver();
      onAdded(gift);
    } catch (e) {
      setErrors({ form: errorText(e) });
    }
  };

  if (preview)
    return (
      <form onSubmit={(event) => void add(event)} noValidate>
        <Stack gap="md">
          <ScannedProduct found={preview.found} name={preview.name} />
          <FormError message={errors.form ?? null} />
          <TextInput
            ref={nameInput}
            label={t('gifts.hand.name')}
            name="name"
            value={preview.name}
            onChange={(event) => edit({ name: event.currentTarget.value })}
            error={errors.name}
            maxLength={200}
            required
          />
          <PriceFields
            price={preview.price}
            currency={preview.currency}
            onPrice={(price) => edit({ price })}
            onCurrency={(currency) => edit({ currency })}
            error={errors.price}
          />
          <GiftFields
            value={details}
            onChange={setDetails}
            price={typedPrice(preview.price, preview.currency)}
          />
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" leftSection={<IconRefresh size={16} aria-hidden />} onClick={startOver}>
              {t('gifts.link.other')}
            </Button>
            <Button type="submit" loading={own.isPending}>
              {t('gifts.addModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    );

  return (
    <UrlForm
      inputRef={scan.urlInput}
      url={scan.url}
      onUrl={scan.setUrl}
      error={scan.urlError}
      scanning={scan.scanning}
      onSubmit={scan.read}
      onPasted={scan.readPasted}
      onByHand={onByHand}
    />
  );
}
