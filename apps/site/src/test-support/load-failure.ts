import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A part of a page whose load failed says `message` in its place, with Повторить to ask again
 * (docs/conventions.md § Site routes: `Loaded`; the same text also comes as a toast).
 */
export async function expectFailureInPlace(message: string): Promise<void> {
  expect(await screen.findAllByText(message)).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
}
