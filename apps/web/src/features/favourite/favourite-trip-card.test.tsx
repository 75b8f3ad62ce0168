import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsSignedIn } from '@rihla/machines/session/session.machine';
import { countryQuery } from '../../api/get-country.ts';
import { homeQuery } from '../../api/get-home.ts';
import { clearReads } from '../../api/read-cache.ts';
import { tokenStorage } from '../../api/token-storage.ts';
import { useRemote } from '../../api/use-remote.ts';
import { sessionActor } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { customer, home, tripCard } from '../../testing/fixtures.ts';
import { FavouriteTripCard } from './favourite-trip-card.tsx';

// A favourite toggle's answer is the trip's flag in every read of the cache holding a card of it,
// not only on the card that was pressed.

afterEach(() => {
  vi.unstubAllGlobals();
  clearReads();
  tokenStorage.remove();
});

function HomeCards() {
  const trips = useRemote(homeQuery()).data?.trips.latest ?? [];
  return (
    <section aria-label="home">
      {trips.map((trip) => (
        <FavouriteTripCard key={trip.id} trip={trip} />
      ))}
    </section>
  );
}

function CountryCards() {
  const trips = useRemote(countryQuery(2)).data?.trips ?? [];
  return (
    <section aria-label="country">
      {trips.map((trip) => (
        <FavouriteTripCard key={trip.id} trip={trip} />
      ))}
    </section>
  );
}

describe('favourite trip card', () => {
  it('a toggle on one card shows the new flag on the same trip in another read', async () => {
    tokenStorage.set('customer-token');
    const api = fakeApi({
      'GET /api/customer': { data: { user: customer } },
      'GET /api/trips': home,
      'GET /api/countries/2': { data: { country: home.countries[0], countries: home.countries, trips: [tripCard] } },
      'POST /api/customer/favourites/7': { liked: true },
    });
    render(
      <>
        <HomeCards />
        <CountryCards />
      </>,
    );
    await waitFor(() => expect(selectIsSignedIn(sessionActor().getSnapshot())).toBe(true));
    const heart = (section: string) =>
      within(screen.getByRole('region', { name: section })).getByRole('button', { name: `${tripCard.title} في المفضلة` });
    // Both reads answered: a card in each region (the two reads finish in either order).
    await waitFor(() => expect(screen.getAllByRole('button', { name: `${tripCard.title} في المفضلة` })).toHaveLength(2));
    expect(heart('home')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('country')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart('home'));

    await waitFor(() => expect(heart('country')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('home')).toHaveAttribute('aria-pressed', 'true');
    // From the write's answer, not from asking the server again.
    expect(api.calls.filter((call) => call.startsWith('GET /api/countries/2'))).toHaveLength(1);
    expect(api.calls.filter((call) => call.startsWith('POST '))).toEqual(['POST /api/customer/favourites/7']);
  });
});
