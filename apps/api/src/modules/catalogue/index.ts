// The catalogue module's public face: routes and other modules import from here, never past it.
// The catalogue: countries, cities, tags, trips and their departures, search (facet counts, sort
// indexes), the cache of guests' answers, favourites and ratings, editing from the back office,
// and the demo catalogue.

export { type CatalogueView } from './catalogue-cache.ts';
export { artLabels } from './demo/catalogue.ts';
export { CatalogueError, importCatalogue } from './demo/seed.ts';
export { type Deletion } from './repositories/content-editing.ts';
export {
  addDeparture,
  addDepartures,
  listDepartures,
  removeDeparture,
  SeatsSetupError,
  setDailyCapacity,
} from './repositories/departures.ts';
export { favouritesPage, toggleFavourite } from './repositories/favourites.ts';
export { firstBannerImage, placeExists } from './repositories/places.ts';
export { ratableBooking, rateBooking } from './repositories/ratings.ts';
export { firstImage, PAGE_SIZE, pageMeta, tripTitle } from './repositories/trips.ts';
export { filterTrips, searchKey } from './trip-search.ts';
export { searchSuggestions } from './text-search.ts';
export { sendKeptJson } from './answers-by-url.ts';
export { editableFields, editedTripInput, newTripInput } from './trip-input.ts';

// Whole repositories whose calls the routes make one for one.
export * as places from './repositories/places.ts';
export * as trips from './repositories/trips.ts';
export * as tripEditing from './repositories/trip-editing.ts';
export * as contentEditing from './repositories/content-editing.ts';
export { REVIEWS_PAGE, reviewerName, staffReviewOf, tripReviews, tripReviewsForStaff } from './reviews.ts';
export { setReviewHidden, type ReviewSort } from './repositories/reviews.ts';
export { moveTripFigures } from './repositories/ratings.ts';
