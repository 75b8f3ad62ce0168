import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('puts white text on a dark server colour and dark text on a light one', () => {
    render(
      <>
        <Badge color="#166534">مؤكد</Badge>
        <Badge color="#fde68a">قيد المراجعة</Badge>
      </>,
    );
    expect(screen.getByText('مؤكد')).toHaveStyle({ color: '#ffffff', backgroundColor: '#166534' });
    expect(screen.getByText('قيد المراجعة')).toHaveStyle({ color: '#111827' });
  });
  it('ignores a colour it cannot check', () => {
    render(<Badge color="red">ملغي</Badge>);
    expect(screen.getByText('ملغي').getAttribute('style')).toBeNull();
  });
});
