import { useCallback } from 'react';
import { css } from '@rihla/styled-system/css';
import { uiMessages, type TripCard } from '@rihla/contract';
import { Button } from '@rihla/ui/button/button';
import { EmptyState } from '@rihla/ui/empty-state/empty-state';
import { getFavourites } from '../../api/customer.ts';
import { AccountLayout } from '../../features/account/account-layout.tsx';
import { FavouriteTripCard } from '../../features/favourite/favourite-trip-card.tsx';
import { useInfiniteList } from '../../features/infinite-list/use-infinite-list.ts';
import { VirtualGrid } from '../../features/infinite-list/virtual-grid.tsx';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

const fetchFavourites = (page: number, _filter: null, signal: AbortSignal) => getFavourites(page, signal);

export default function FavouritesScreen() {
  useDocumentMeta('المفضلة', 'الرحلات التي أضفتها إلى مفضلتك في رحلة.');
  return (
    <AccountLayout title="المفضلة">
      <FavouritesGrid />
    </AccountLayout>
  );
}

function FavouritesGrid() {
  const list = useInfiniteList<TripCard, null>(fetchFavourites, null);
  const { remove } = list;
  // A card leaves the grid once the server confirmed it is no longer a favourite (SPEC.md section 4).
  const onChanged = useCallback((id: number, liked: boolean) => !liked && remove(id), [remove]);
  return (
    <>
      {list.isInitialLoading && <p className={css({ color: 'fg.muted' })}>جارٍ تحميل المفضلة…</p>}
      {(list.isEmpty || (!list.isInitialLoading && !list.hasError && list.items.length === 0)) && (
        <EmptyState title={uiMessages.noTrips} />
      )}
      {list.hasError && list.items.length === 0 && (
        <Button variant="secondary" onPress={list.retry}>
          إعادة المحاولة
        </Button>
      )}
      {list.items.length > 0 && (
        <VirtualGrid
          label="رحلاتي المفضلة"
          items={list.items}
          maxColumns={2}
          getKey={(t) => t.id}
          onNearEnd={list.loadMore}
          renderItem={(trip) => (
            <FavouriteTripCard
              trip={{ ...trip, is_favourite: true }}
              headingLevel={2}
              onFavouriteChanged={(liked) => onChanged(trip.id, liked)}
            />
          )}
        />
      )}
    </>
  );
}
