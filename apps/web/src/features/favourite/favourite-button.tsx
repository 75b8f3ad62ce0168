import { css } from '@rihla/styled-system/css';
import { NativeIconButton } from '@rihla/ui/icon-button/native-icon-button';
import { useNativePendingButton } from '@rihla/ui/utils/pending-button.ts';
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
  // Native, as the cards' hearts: the trip page's first load carries no react-aria button (issue 28).
  const pending = useNativePendingButton(favourite.isSaving, favourite.toggle);
  return (
    <NativeIconButton
      {...pending}
      aria-label={`${tripTitle} في المفضلة`}
      aria-pressed={favourite.isLiked}
      variant="surface"
      className={css({ color: 'red.600' })}
    >
      <HeartIcon filled={favourite.isLiked} size={22} />
    </NativeIconButton>
  );
}
