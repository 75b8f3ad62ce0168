import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nationalityOptions } from '@rihla/contract';
import {
  emptyTraveller,
  travellerErrors,
  type LostFile,
  type Traveller,
} from '@rihla/machines/booking-wizard/booking-wizard.machine';
import { travellerHeading } from '../../components/traveller-rows.tsx';
import { TravellerFields } from './traveller-fields.tsx';

// Each drawing of a traveller names it once: counted per traveller.
vi.mock('../../components/traveller-rows.tsx', async (original) => {
  const actual = await original<typeof import('../../components/traveller-rows.tsx')>();
  return { ...actual, travellerHeading: vi.fn(actual.travellerHeading) };
});
const drawn = (index: number) => vi.mocked(travellerHeading).mock.calls.filter(([t]) => t.traveller === index).length;

const nationalities = nationalityOptions(['SA']);
const lost: LostFile[] = [{ index: 1, field: 'passport_image', name: 'جواز.jpg' }];
const noneSaved: never[] = [];

/** The wizard's way with its travellers: an edit makes a new entry; the lost files stay the same list. */
function Travellers() {
  const [travellers, setTravellers] = useState<Traveller[]>([emptyTraveller(), emptyTraveller()]);
  const onEdit = useCallback((index: number, values: Partial<Traveller>) => {
    setTravellers((ts) => ts.map((t, i) => (i === index ? { ...t, ...values } : t)));
  }, []);
  return travellers.map((t, i) => (
    <TravellerFields
      key={i}
      index={i}
      traveller={t}
      // Computed afresh on every change, as the wizard's selector does.
      errors={travellerErrors(t, '2026-11-28')}
      today="2026-11-28"
      onEdit={onEdit}
      nationalities={nationalities}
      saved={noneSaved}
      lostFiles={lost}
    />
  ));
}

describe('TravellerFields', () => {
  it('draws only the traveller being typed into (issue 28: a key stays fast with many travellers)', async () => {
    render(<Travellers />);
    const [first, second] = [drawn(0), drawn(1)];
    await userEvent.type(screen.getByRole('textbox', { name: /الاسم الأول \(المسافر 1\)/ }), 'Sara');
    expect(screen.getByRole('textbox', { name: /الاسم الأول \(المسافر 1\)/ })).toHaveValue('Sara');
    expect(drawn(0)).toBeGreaterThanOrEqual(first + 4);
    expect(drawn(1)).toBe(second);
    // The second traveller still shows its own file to pick again.
    expect(screen.getByText(/جواز\.jpg/)).toBeInTheDocument();
  });
});
