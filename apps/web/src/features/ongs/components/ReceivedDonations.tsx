import type { ReceivedDonation } from '@detalle/contract';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { uniqueById } from '@/lib/paging';
import { DONATIONS_PAGE_SIZE, useExportDonations, useExportDonors, useReceivedDonations } from '../api/ongs';

/**
 * The CSVs of one of the last four years, for the tax declaration: every certificate, and the donors as Modelo 182
 * lists them (one per NIF, with province and recurrence).
 */
function YearExport() {
  const { t } = useTranslation();
  const exporter = useExportDonations();
  const donors = useExportDonors();
  const failed = exporter.isError ? exporter.error : donors.isError ? donors.error : null;
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  return (
    <>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('ongs.donations.year')}
          value={year}
          onChange={(e) => setYear(e.currentTarget.value)}
          data={[0, 1, 2, 3].map((n) => String(thisYear - n))}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate(Number(year))}
        >
          {t('ongs.donations.export')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={donors.isPending}
          onClick={() => donors.mutate(Number(year))}
          aria-describedby="ong-donors-help"
        >
          {t('ongs.donations.exportDonors')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" id="ong-donors-help">
        {t('ongs.donations.exportDonorsHelp')}
      </Text>
      {failed ? <FormError message={errorText(failed)} /> : null}
    </>
  );
}

/** One donation: who gave, its certificate number, day and tax id, and the amount. */
function DonationRow({ donation: d }: { donation: ReceivedDonation }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={600}>{d.donorName}</Text>
          <Text size="xs" c="dimmed">
            {t('ongs.donations.line', {
              number: d.certificateNumber,
              date: formatDate(d.date),
              taxId: d.taxId ?? t('ongs.donations.noTaxId'),
            })}
          </Text>
        </Stack>
        <Text fw={600}>{formatMoney(d)}</Text>
      </Group>
    </Paper>
  );
}

/** "Donaciones recibidas" (newest first, paged) and the CSV of one year for the tax declaration. */
export function ReceivedDonations() {
  const { t } = useTranslation();
  const donations = useReceivedDonations();
  return (
    <Stack gap="sm" component="section" aria-labelledby="ong-donations">
      <Title order={2} size="h3" id="ong-donations">
        {t('ongs.donations.title')}
      </Title>
      <YearExport />
      <QueryView
        query={donations}
        loadingLabel={t('ongs.donations.loading')}
        skeleton={<ListSkeleton variant="rows" count={3} />}
        errorTitle={t('ongs.donations.loadError')}
        isEmpty={(d) => d.pages[0]?.total === 0}
        empty={
          <EmptyMessage
            title={t('ongs.donations.empty')}
            icon={<IconHeartHandshake size={40} aria-hidden />}
          />
        }
      >
        {(data) => {
          const list = uniqueById(data.pages);
          return (
            <Stack gap="xs">
              {list.map((d) => (
                <DonationRow key={d.id} donation={d} />
              ))}
              <LoadMore
                query={donations}
                shown={list.length}
                pageSize={DONATIONS_PAGE_SIZE}
                labels={{
                  loadMore: t('ongs.donations.loadMore'),
                  loadingMore: t('ongs.donations.loadingMore'),
                  error: t('ongs.donations.loadError'),
                  allShown: t('ongs.donations.allShown'),
                }}
              />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
