// The description: the first 150 characters of the trip's own.
export const tripText = (trip: { title: string; description: string }) => ({
  title: trip.title,
  description: trip.description.slice(0, 150),
});
