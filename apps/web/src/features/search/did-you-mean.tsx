import { searchTextKey } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { PageLink } from '@rihla/ui/link/page-link';
import { suggestionsQuery } from '../../api/get-suggestions.ts';
import { useRemote } from '../../api/use-remote.ts';

/**
 * Under a free-text search that found nothing (issue 30): the destination nearest to what was typed,
 * "هل تقصد: الرياض؟", from the suggestions call (read on the server too).
 */
export function DidYouMean({ text }: { text: string }) {
  const answer = useRemote(suggestionsQuery(searchTextKey(text))).data;
  const place = answer?.did_you_mean ?? answer?.cities[0] ?? answer?.countries[0] ?? null;
  if (!place) return null;
  return (
    <p className={css({ fontSize: 'lg' })}>
      هل تقصد: <PageLink href={place.link}>{place.name}</PageLink>؟
    </p>
  );
}
