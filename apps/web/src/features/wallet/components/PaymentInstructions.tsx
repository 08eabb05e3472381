import type { PaymentInstructions as Instructions } from '@detalle/contract';
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconFlask,
  IconPrinter,
  IconShare,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { printImage } from '@/components/share/print-image';
import { type TFunction, useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { SimulatedOutcome } from '../api/simulate-funds';
import { amountToType, groupAccount, groupDigits } from '../lib/giving-methods';
import classes from './PaymentInstructions.module.css';

// jsbarcode travels only with an OXXO voucher.
const Barcode = lazy(() => import('./Barcode'));

type BankTransfer = Extract<Instructions, { type: 'bank_transfer' }>;
type Voucher = Extract<Instructions, { type: 'voucher' }>;
type Redirect = Extract<Instructions, { type: 'redirect' }>;

/** One value to type into the bank's form: its label, the value grouped for reading and a button copying it raw. */
export function CopyValue({
  label,
  display,
  value,
  help,
  mono = true,
}: {
  label: string;
  display: string;
  value: string;
  help?: ReactNode;
  mono?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.copyRow}>
      <div className={classes.copyText}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff={mono ? 'monospace' : undefined} className={classes.value}>
          {display}
        </Text>
        {help ? (
          <Text size="xs" c="dimmed">
            {help}
          </Text>
        ) : null}
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('wallet.pay.copied') : t('wallet.pay.copy')} withArrow position="left">
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              size="lg"
              onClick={copy}
              aria-label={copied ? t('wallet.pay.copied') : t('wallet.pay.copyWhat', { what: label })}
              className={classes.noPrint}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </div>
  );
}

/**
 * A bank transfer's details (SEPA in euros, SPEI in pesos): the account grouped for reading, the BIC, the holder,
 * the amount (what is still missing after a short transfer), the reference to write as the concept, and until
 * when; each value with its own copy button.
 */
export function BankTransferInstructions({
  instructions,
  expiresAt,
  remaining,
}: {
  instructions: BankTransfer;
  expiresAt: string | null;
  /** After a short transfer: what is still to send (else the whole amount). */
  remaining?: number;
}) {
  const { t } = useTranslation();
  const amount = remaining ?? instructions.amount;
  const money = formatMoney({ amount, currency: instructions.currency });
  const spei = instructions.rail === 'spei';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('wallet.pay.transfer.title', { money })}
      </Title>
      <Text size="sm">
        {t(spei ? 'wallet.pay.transfer.introSpei' : 'wallet.pay.transfer.intro', { money })}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <div className={classes.list}>
          <CopyValue
            label={t(spei ? 'wallet.pay.transfer.clabe' : 'wallet.pay.transfer.iban')}
            display={groupAccount(instructions.account, instructions.rail)}
            value={instructions.account.replace(/\s+/g, '')}
          />
          {instructions.bic ? (
            <CopyValue
              label={t('wallet.pay.transfer.bic')}
              display={instructions.bic}
              value={instructions.bic}
            />
          ) : null}
          <CopyValue
            label={t('wallet.pay.transfer.holder')}
            display={instructions.holder}
            value={instructions.holder}
            mono={false}
          />
          <CopyValue
            label={t('wallet.pay.transfer.amount')}
            display={money}
            value={amountToType(amount, instructions.currency)}
            mono={false}
          />
          <CopyValue
            label={t('wallet.pay.transfer.reference')}
            display={instructions.reference}
            value={instructions.reference}
            help={t(spei ? 'wallet.pay.transfer.referenceHelpSpei' : 'wallet.pay.transfer.referenceHelp')}
          />
          {instructions.bankName ? (
            <div className={classes.copyRow}>
              <div className={classes.copyText}>
                <Text size="xs" c="dimmed">
                  {t('wallet.pay.transfer.bank')}
                </Text>
                <Text size="sm">{instructions.bankName}</Text>
              </div>
            </div>
          ) : null}
        </div>
      </Paper>
      {expiresAt ? (
        <Text size="sm" fw={500}>
          {t('wallet.pay.transfer.until', { date: formatDate(expiresAt, { withTime: true }) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The text a voucher is shared as: amount, reference and until when. */
function voucherText(voucher: Voucher, t: TFunction): string {
  return t('wallet.pay.voucher.shareText', {
    money: formatMoney({ amount: voucher.amount, currency: voucher.currency }),
    number: groupDigits(voucher.number),
    date: formatDate(voucher.expiresAt, { withTime: true }),
  });
}

/**
 * An OXXO voucher: the reference as a real barcode (Code 128, what the till scans) and in digits, the amount and
 * until when; "Imprimir" prints only the voucher, "Compartir" hands it to the phone's share sheet (or copies it).
 */
export function VoucherInstructions({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const barcodeBox = useRef<HTMLDivElement | null>(null);
  const money = formatMoney({ amount: voucher.amount, currency: voucher.currency });
  // On paper, only the voucher: its barcode as a picture, what to pay and until when (`printImage`'s sheet).
  const print = () => {
    const svg = barcodeBox.current?.querySelector('svg');
    if (!svg) {
      window.print();
      return;
    }
    const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    void printImage({
      src,
      title: t('wallet.pay.voucher.title', { money }),
      caption: `${t('wallet.pay.voucher.number')}: ${groupDigits(voucher.number)} · ${t(
        'wallet.pay.voucher.until',
        {
          date: formatDate(voucher.expiresAt, { withTime: true }),
        },
      )}`,
    });
  };
  const share = async () => {
    const text = voucherText(voucher, t);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('wallet.pay.voucher.shareTitle'), text });
        return;
      } catch (e) {
        // The person closed the share sheet: nothing to do.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    await navigator.clipboard?.writeText(text).catch(() => {});
    setCopied(true);
  };
  return (
    <Stack gap="sm">
      <div className={classes.voucher} data-testid="oxxo-voucher">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} size="h4">
              {t('wallet.pay.voucher.title', { money })}
            </Title>
            <Badge color="red" variant="filled" radius="sm" className={classes.oxxo}>
              OXXO
            </Badge>
          </Group>
          <Text size="sm">{t('wallet.pay.voucher.intro')}</Text>
          <div className={classes.barcode} ref={barcodeBox}>
            <Suspense fallback={<Skeleton h={96} />}>
              <Barcode
                value={voucher.number}
                label={t('wallet.pay.voucher.barcode', { number: voucher.number })}
              />
            </Suspense>
          </div>
          <div className={classes.list}>
            <CopyValue
              label={t('wallet.pay.voucher.number')}
              display={groupDigits(voucher.number)}
              value={voucher.number}
            />
            <CopyValue
              label={t('wallet.pay.voucher.amount')}
              display={money}
              value={amountToType(voucher.amount, voucher.currency)}
              mono={false}
            />
          </div>
          <Text size="sm" fw={500}>
            {t('wallet.pay.voucher.until', { date: formatDate(voucher.expiresAt, { withTime: true }) })}
          </Text>
        </Stack>
      </div>
      <Group gap="sm" className={classes.noPrint}>
        <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={print}>
          {t('wallet.pay.voucher.print')}
        </Button>
        <Button
          variant="default"
          leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconShare size={18} aria-hidden />}
          onClick={() => void share()}
        >
          {t('wallet.pay.voucher.share')}
        </Button>
        {voucher.hostedUrl ? (
          <Button
            component="a"
            href={voucher.hostedUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('wallet.pay.voucher.openHosted')}
          </Button>
        ) : null}
      </Group>
      {copied ? (
        <Text size="sm" c="teal" role="status">
          {t('wallet.pay.voucher.shared')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The test mode's box: clearly not part of a real payment (a region named "Modo de prueba: …"). */
export function TestModeBox({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`${classes.testBox} ${classes.noPrint}`}
      aria-label={`${t('wallet.pay.test.badge')}: ${title}`}
    >
      <Group gap="xs" mb={6} wrap="nowrap" align="center">
        <IconFlask size={18} aria-hidden className={classes.testIcon} />
        <Badge
          color="yellow"
          variant="filled"
          size="sm"
          radius="sm"
          c="#1f1a17"
          className={classes.testBadge}
        >
          {t('wallet.pay.test.badge')}
        </Badge>
      </Group>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {help ? (
        <Text size="sm" mb="xs">
          {help}
        </Text>
      ) : null}
      {children}
    </section>
  );
}

/**
 * Bizum or MercadoPago: the rest happens in another app. With a real provider, a button to it; in test mode, a
 * simulated phone screen where the giver accepts or rejects, as they would in their bank's app.
 */
export function RedirectInstructions({
  redirect,
  amount,
  currency,
  testMode,
  onSimulate,
  simulating,
}: {
  redirect: Redirect;
  amount: number;
  currency: string;
  testMode: boolean;
  onSimulate: (outcome: SimulatedOutcome) => void;
  simulating: SimulatedOutcome | null;
}) {
  const { t } = useTranslation();
  const money = formatMoney({ amount, currency });
  const bizum = redirect.app === 'bizum';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t(bizum ? 'wallet.pay.redirect.bizumTitle' : 'wallet.pay.redirect.mercadopagoTitle')}
      </Title>
      <Text size="sm">
        {t(bizum ? 'wallet.pay.redirect.bizumText' : 'wallet.pay.redirect.mercadopagoText', { money })}
      </Text>
      {testMode ? (
        <TestModeBox
          title={t(bizum ? 'wallet.pay.redirect.phoneLabel' : 'wallet.pay.redirect.phoneLabelMercadopago')}
        >
          <div className={classes.phone}>
            <div className={classes.phoneNotch} aria-hidden />
            <div className={classes.phoneScreen}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {bizum ? 'Bizum' : 'MercadoPago'}
              </Text>
              <Text fw={700} ta="center">
                {t(bizum ? 'wallet.pay.redirect.phoneText' : 'wallet.pay.redirect.phoneTextMercadopago')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('wallet.pay.redirect.phoneConcept')}
              </Text>
              <Text className={classes.phoneAmount}>{money}</Text>
              <Group gap="xs" grow w="100%" wrap="nowrap">
                <Button
                  variant="default"
                  px="xs"
                  onClick={() => onSimulate('rejected')}
                  loading={simulating === 'rejected'}
                  disabled={simulating !== null && simulating !== 'rejected'}
                >
                  {t('wallet.pay.redirect.reject')}
                </Button>
                <Button
                  color="teal"
                  px="xs"
                  onClick={() => onSimulate('paid')}
                  loading={simulating === 'paid'}
                  disabled={simulating !== null && simulating !== 'paid'}
                >
                  {t('wallet.pay.redirect.accept')}
                </Button>
              </Group>
            </div>
          </div>
        </TestModeBox>
      ) : (
        <Button
          component="a"
          href={redirect.url}
          size="md"
          rightSection={<IconExternalLink size={18} aria-hidden />}
        >
          {t(bizum ? 'wallet.pay.redirect.bizumOpen' : 'wallet.pay.redirect.mercadopagoOpen')}
        </Button>
      )}
    </Stack>
  );
}

/** Test mode: what the giver's bank or the shop does with a transfer or a voucher. */
export function SimulateArrival({
  instructions,
  onSimulate,
  simulating,
}: {
  instructions: Instructions;
  onSimulate: (outcome: SimulatedOutcome) => void;
  simulating: SimulatedOutcome | null;
}) {
  const { t } = useTranslation();
  const button = (outcome: SimulatedOutcome, label: string) => (
    <Button
      key={outcome}
      variant="white"
      color="dark"
      size="sm"
      onClick={() => onSimulate(outcome)}
      loading={simulating === outcome}
      disabled={simulating !== null && simulating !== outcome}
    >
      {label}
    </Button>
  );
  if (instructions.type === 'bank_transfer')
    return (
      <TestModeBox title={t('wallet.pay.test.transfer')} help={t('wallet.pay.test.transferHelp')}>
        <Group gap="xs">
          {button('exact', t('wallet.pay.test.exact'))}
          {button('short', t('wallet.pay.test.short'))}
          {button('long', t('wallet.pay.test.long'))}
          {button('expired', t('wallet.pay.test.expire'))}
        </Group>
      </TestModeBox>
    );
  if (instructions.type === 'voucher')
    return (
      <TestModeBox title={t('wallet.pay.test.shop')} help={t('wallet.pay.test.shopHelp')}>
        <Group gap="xs">
          {button('paid', t('wallet.pay.test.shopPay'))}
          {button('expired', t('wallet.pay.test.expire'))}
        </Group>
      </TestModeBox>
    );
  return null;
}
