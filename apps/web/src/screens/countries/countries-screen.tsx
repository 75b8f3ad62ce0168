import { CountriesGrid } from '../packages/packages-screen.tsx';
import { countriesText } from '@rihla/contract';

/** /countries: the spec names the route only; it lists the countries like the packages page. */
export default function CountriesScreen() {
  return <CountriesGrid text={countriesText} />;
}
