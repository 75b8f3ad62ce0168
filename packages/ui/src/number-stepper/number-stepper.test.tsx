import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { travellerLimits } from '@rihla/contract';
import { NumberStepper } from './number-stepper.tsx';
import { UiProvider } from '../provider/ui-provider.tsx';

const limits = travellerLimits({
  price: 100,
  default_adults: 2,
  default_childs: 1,
  max_additional_adults: 1,
  max_additional_childs: 0,
  price_per_additional_adult: 10,
  price_per_additional_child: 5,
});

describe('NumberStepper', () => {
  it('steps with its buttons and stops at the maximum', async () => {
    const onChange = vi.fn();
    render(
      <NumberStepper
        label="البالغون"
        defaultValue={2}
        minValue={limits.adults.min}
        maxValue={limits.adults.max}
        onChange={onChange}
      />,
      { wrapper: UiProvider },
    );
    const field = screen.getByRole('textbox', { name: 'البالغون' });
    const plus = screen.getByRole('button', { name: /زيادة/ });
    await userEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(plus.hasAttribute('disabled')).toBe(true);
    expect(field).toHaveValue('3');
  });
  it('steps with the arrow keys and stops at zero', async () => {
    const onChange = vi.fn();
    render(<NumberStepper label="الأطفال" defaultValue={1} minValue={0} maxValue={1} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
