import { css } from '@rihla/styled-system/css';
import { IconButton } from '@rihla/ui/icon-button/icon-button';
import { HeartIcon } from '@rihla/ui/icons/icons';
import { useFavourite } from './use-favourite.ts';

export interface FavouriteButtonProps {
  tripId: number;
  tripTitle: string;
  isFavourite: boolean;
}

/** The heart on the trip page: a toggle button (aria-pressed) wired like the cards' hearts. */
export function FavouriteButton({ tripId, tripTitle, isFavourite }: FavouriteButtonProps) {
  const favourite = useFavourite(tripId, isFavourite);
  return (
    <IconButton
      variant="surface"
      aria-label={`${tripTitle} في المفضلة`}
      aria-pressed={favourite.isLiked}
      isPending={favourite.isSaving}
      onPress={favourite.toggle}
      className={css({ color: 'red.600' })}
    >
      <HeartIcon filled={favourite.isLiked} size={22} />
    </IconButton>
  );
}
