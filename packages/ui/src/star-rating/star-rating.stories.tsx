import { useState } from 'react';
import type { Story } from '@ladle/react';
import { validationMessages } from '@rihla/contract';
import { StarRating } from './star-rating.tsx';

export const Default: Story = () => {
  const [rate, setRate] = useState(0);
  return <StarRating label="قيّم الرحلة" value={rate} onChange={setRate} />;
};
export const FourStars: Story = () => <StarRating label="قيّم الرحلة" defaultValue={4} />;
export const Invalid: Story = () => <StarRating label="قيّم الرحلة" isInvalid errorMessage={validationMessages.rating} />;
export const Disabled: Story = () => <StarRating label="قيّم الرحلة" defaultValue={2} isDisabled />;
