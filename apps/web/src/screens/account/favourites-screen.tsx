import { useCallback } from 'react';
import { favouritesText, type TripCard, uiMessages } from '@rihla/contract';
import { getFavourites } from '../../api/customer.ts';
import { AccountLayout } from '../../features/account/account-layout.tsx';
import { AccountList } from '../../features/account/account-list.tsx';
import { FavouriteTripCard } from '../../features/favourite/favourite-trip-card.tsx';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

const fetchFavourites = (page: number, _filter: null, signal: AbortSignal) => getFavourites(page, signal);

export default function FavouritesScreen() {
  useDocumentMeta(favouritesText);
  return (
    <AccountLayout title="المفضلة">
      <FavouritesGrid />
    </AccountLayout>
  );
}

function FavouritesGrid() {
  const list = useInfiniteList<TripCard, null>(fetchFavourites, null);
  const { remove } = list;
  // A card leaves the grid once the server confirmed it is no longer a favourite (docs/product.md, "States").
  const onChanged = useCallback((id: number, liked: boolean) => !liked && remove(id), [remove]);
  return (
    <AccountList
      list={list}
      label="رحلاتي المفضلة"
      emptyTitle={uiMessages.noTrips}
      maxColumns={2}
      renderItem={(trip) => (
        <FavouriteTripCard
          trip={{ ...trip, is_favourite: true }}
          headingLevel={2}
          onFavouriteChanged={(liked) => onChanged(trip.id, liked)}
        />
      )}
    />
  );
}
