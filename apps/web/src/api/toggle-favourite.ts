import type { CountryPageResponse, FavouriteToggleResponse, HomeResponse, TripDetail } from '@rihla/contract';
import { api } from './client.ts';
import { homeQuery } from './get-home.ts';
import { tripQuery } from './get-trip.ts';
import { updateData } from './read-cache.ts';

/**
 * POST /api/customer/favourites/{id} with {liked}: the server's answer is the new state, which every
 * read holding the trip then shows (`showFavourite`).
 */
export async function toggleFavourite(tripId: number, liked: boolean): Promise<boolean> {
  const answer = (await api.post(`customer/favourites/${tripId}`, { json: { liked } }).json<FavouriteToggleResponse>()).liked;
  showFavourite(tripId, answer);
  return answer;
}

type Flagged = { id: number; is_favourite: boolean };

/**
 * The trip's saved flag in the reads of the cache that hold it: its page (`trip:{id}`) and the cards
 * of the home page (`home`) and of the countries' pages (`country:{id}`), so that every card of the
 * trip shows it. The paged lists (search, a city's trips, favourites) are infinite-list machines,
 * not reads of the cache: each reads afresh when it is shown, and the pressed card keeps its flag.
 * Their items are not changed (the machine has no event for it): a card of theirs that a virtual
 * grid drops and renders again shows the flag of the page it came with until the list reads again.
 */
function showFavourite(tripId: number, liked: boolean): void {
  const flag = <C extends Flagged>(card: C): C =>
    card.id === tripId && card.is_favourite !== liked ? { ...card, is_favourite: liked } : card;
  const flagAll = <C extends Flagged>(cards: C[]): C[] => (cards.some((card) => flag(card) !== card) ? cards.map(flag) : cards);

  updateData<TripDetail>(tripQuery(tripId), flag);
  updateData<HomeResponse>(homeQuery(), (home) => {
    const featured = flagAll(home.trips.featured);
    const latest = flagAll(home.trips.latest);
    return featured === home.trips.featured && latest === home.trips.latest ? home : { ...home, trips: { featured, latest } };
  });
  updateData<CountryPageResponse['data']>('country', (page) => {
    const trips = flagAll(page.trips);
    return trips === page.trips ? page : { ...page, trips };
  });
}
