import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  EmptyState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { DISCOVERY } from '@tifo/contract';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClubCard, ClubCardSkeleton } from '../../components/clubs/ClubCard';
import { Icon } from '../../components/clubs/icons';
import { useSportTypes } from '../../components/clubs/useSportTypes';
import { translateMessageKey } from '../../i18n';
import {
  type ClubQuery,
  clubKeys,
  clubQueryFromParams,
  clubQueryToParams,
  fetchClubPage,
  flattenPages,
  sportTypeName,
} from '../../lib/clubsApi';
import { useDocumentTitle } from '../../lib/hooks';
import '../../components/clubs/clubs.css';
import { PAGE_TITLE_SIZE } from '../../theme';

const SEARCH_DEBOUNCE_MS = 350;

/** The filter dialog (a form with a map search, most of this page's code) loads when first opened. */
const FilterDialog = lazy(() => import('../../components/clubs/FilterDialog'));

/** The active filter as a removable chip. */
function ActiveFilter({ query, onClear }: { query: ClubQuery; onClear: () => void }) {
  const { t, i18n } = useTranslation('clubs');
  const types = useSportTypes();
  if (query.mode !== 'type' && query.mode !== 'radius') return null;
  let label: string;
  if (query.mode === 'type') {
    const type = types.data?.find((candidate) => candidate.tag === query.tag);
    label = t('filter.activeType', { type: type ? sportTypeName(type, i18n.language) : query.tag });
  } else {
    label = query.place
      ? t('filter.activeRadius', { radius: query.radius, place: query.place })
      : t('filter.activeRadiusDevice', { radius: query.radius });
  }
  return (
    <Badge
      size="lg"
      radius="xl"
      variant="light"
      color="tifo"
      tt="none"
      fw={600}
      pr={4}
      rightSection={
        <CloseButton
          size="sm"
          radius="xl"
          aria-label={t('filter.remove', { filter: label })}
          onClick={onClear}
        />
      }
    >
      {label}
    </Badge>
  );
}

/** /clubs: the directory of clubs and athletes (PRODUCT.md §directory, §constants). */
export default function ClubsPage() {
  const { t } = useTranslation('clubs');
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(tCommon('routes.clubs'));
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params' text is their identity
  const query = useMemo(() => clubQueryFromParams(searchParams), [paramsKey]);
  const [filterOpen, setFilterOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [filterUsed, setFilterUsed] = useState(false);

  // The search box follows the URL (back button, shared links) and writes to it after a short pause.
  const urlSearch = query.mode === 'search' ? query.q : '';
  const [searchText, setSearchText] = useState(urlSearch);
  const [debouncedSearch, cancelSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const lastDebounced = useRef(debouncedSearch);

  /** Switches mode: only the new mode's inputs stay in the URL, and its results start from page one. */
  const applyQuery = (next: ClubQuery) => {
    if (next.mode !== query.mode || JSON.stringify(next) !== JSON.stringify(query)) {
      queryClient.removeQueries({ queryKey: clubKeys.list(next), exact: true });
    }
    // Typing refines the current search without piling up history entries; every other change is a step.
    const replace = next.mode === 'search' && query.mode === 'search';
    setSearchParams(clubQueryToParams(next), { replace });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when the debounced text changes
  useEffect(() => {
    if (lastDebounced.current === debouncedSearch) return;
    lastDebounced.current = debouncedSearch;
    const term = debouncedSearch.trim().slice(0, DISCOVERY.maxSearchLength);
    if (term === urlSearch) return;
    if (term) applyQuery({ mode: 'search', q: term });
    else if (query.mode === 'search') applyQuery({ mode: 'none' });
  }, [debouncedSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL, not every keystroke
  useEffect(() => {
    if (searchText.trim() !== urlSearch) {
      setSearchText(urlSearch);
      cancelSearch();
    }
  }, [urlSearch]);

  const list = useInfiniteQuery({
    queryKey: clubKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchClubPage(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length : undefined),
  });
  const clubs = flattenPages(list.data?.pages);
  const total = list.data?.pages[0]?.totalElements ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const pageCount = list.data?.pages.length ?? 0;

  // Infinite scroll: load the next page once the end of the grid comes within 200 px of the viewport.
  const sentinel = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer after each page re-checks visibility
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${DISCOVERY.infiniteScrollPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pageCount]);

  const resetAll = () => {
    setSearchText('');
    cancelSearch();
    lastDebounced.current = '';
    applyQuery({ mode: 'none' });
  };

  const applyFilter = (next: ClubQuery) => {
    setFilterOpen(false);
    setSearchText('');
    cancelSearch();
    lastDebounced.current = '';
    applyQuery(next);
  };

  const filtered = query.mode !== 'none';
  let counter = '';
  if (list.isPending) counter = t('list.loading');
  else if (list.isSuccess && total === 1) counter = t('list.counterOne');
  else if (list.isSuccess) counter = t('list.counter', { loaded: clubs.length, total });

  return (
    <Container size="xl" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={PAGE_TITLE_SIZE}>
            {t('title')}
          </Title>
          <Text c="dimmed" maw={680}>
            {t('lead')}
          </Text>
        </Stack>

        <Box className="clubs-toolbar" role="search">
          <TextInput
            className="clubs-toolbar__search"
            type="search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            leftSection={<Icon name="search" />}
            value={searchText}
            maxLength={DISCOVERY.maxSearchLength}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            size="md"
          />
          <Group gap="sm" wrap="wrap">
            <Button
              size="md"
              variant={query.mode === 'type' || query.mode === 'radius' ? 'filled' : 'light'}
              leftSection={<Icon name="filter" />}
              onClick={() => {
                setFilterUsed(true);
                setFilterOpen(true);
              }}
              aria-haspopup="dialog"
            >
              {t('filter.open')}
            </Button>
            <Button
              size="md"
              variant="subtle"
              color="night"
              leftSection={<Icon name="reset" />}
              onClick={resetAll}
              disabled={query.mode === 'none' && searchText === ''}
            >
              {t('filter.reset')}
            </Button>
          </Group>
        </Box>

        <Group justify="space-between" gap="sm" mih={32}>
          <Text role="status" aria-live="polite" aria-atomic="true" fw={600} size="sm">
            {counter}
          </Text>
          <ActiveFilter query={query} onClear={resetAll} />
        </Group>

        {list.isError && !list.data ? (
          <Alert color="tifo" variant="light" radius="lg" title={t('error.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{list.error.message}</Text>
              <Button variant="white" color="tifo" onClick={() => void list.refetch()}>
                {t('error.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : list.isSuccess && clubs.length === 0 ? (
          <EmptyState
            py={48}
            variant="light"
            color="tifo"
            icon={<Icon name="empty" size={32} />}
            title={translateMessageKey('noClubsFound')}
            description={t('empty.hint')}
          >
            {filtered && (
              <EmptyState.Actions>
                <Button variant="light" onClick={resetAll}>
                  {t('filter.reset')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            component="ul"
            className="plain-list"
            aria-busy={list.isPending || isFetchingNextPage}
            aria-label={t('list.label')}
          >
            {clubs.map((club) => (
              <li key={club.id}>
                <ClubCard club={club} headingOrder={2} />
              </li>
            ))}
            {(list.isPending || isFetchingNextPage) &&
              Array.from({ length: list.isPending ? DISCOVERY.clubListPageSize : 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={`skeleton-${index}`} aria-hidden="true">
                  <ClubCardSkeleton />
                </li>
              ))}
          </SimpleGrid>
        )}

        <div ref={sentinel} className="clubs-sentinel" />

        {isFetchNextPageError && (
          <Alert color="tifo" variant="light" radius="lg">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('error.more')}</Text>
              <Button variant="white" color="tifo" size="xs" onClick={() => void fetchNextPage()}>
                {t('error.retry')}
              </Button>
            </Group>
          </Alert>
        )}

        {hasNextPage && !isFetchNextPageError && (
          <Group justify="center">
            <Button
              size="md"
              variant="outline"
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
            >
              {t('list.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>

      {filterUsed && (
        <Suspense fallback={null}>
          <FilterDialog
            opened={filterOpen}
            onClose={() => setFilterOpen(false)}
            current={query}
            onApply={applyFilter}
          />
        </Suspense>
      )}
    </Container>
  );
}
