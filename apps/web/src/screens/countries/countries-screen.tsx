import { CountriesGrid } from '../packages/packages-screen.tsx';
import { PAGES } from '@rihla/contract';

/** /countries: the spec names the route only; it lists the countries like the packages page. */
export default function CountriesScreen() {
  return <CountriesGrid text={PAGES.countries.text} />;
}
