import type { TripCard as Trip } from '@rihla/contract';
import { TripCard, type TripCardProps } from '@rihla/ui/trip-card/trip-card';
import { useFavourite } from './use-favourite.ts';

export interface FavouriteTripCardProps extends Omit<TripCardProps, 'onToggleFavourite' | 'isFavourite' | 'isPending'> {
  trip: Trip;
  /** After a successful toggle; the favourites screen drops the card when `liked` is false. */
  onFavouriteChanged?: (liked: boolean) => void;
}

/** A trip card whose heart is wired to the favourite-toggle machine and the API. */
export function FavouriteTripCard({ trip, onFavouriteChanged, ...props }: FavouriteTripCardProps) {
  const favourite = useFavourite(trip.id, trip.is_favourite, { onChanged: onFavouriteChanged });
  return (
    <TripCard
      {...props}
      trip={trip}
      isFavourite={favourite.isLiked}
      isPending={favourite.isSaving}
      onToggleFavourite={favourite.toggle}
    />
  );
}
