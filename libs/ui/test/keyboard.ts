import { screen, type ByRoleMatcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses Tab once and checks that the focus lands on the element of this role (and name, where
 * the page has more than one), which it returns: the first step of the keyboard tests, as
 * `tabTo` is of the stories' play functions.
 */
export async function tabTo(role: ByRoleMatcher, name?: string | RegExp) {
  await userEvent.tab();
  const element = screen.getByRole(role, name === undefined ? undefined : { name });
  expect(element).toHaveFocus();
  return element;
}

/**
 * The keyboard test of a toggle: reached with Tab, turned on with Space, and `onChange` told so,
 * as `toggleOnWithSpace` is of the stories' play functions.
 */
export async function toggleOnWithSpace(role: 'checkbox' | 'switch', onChange: unknown) {
  const toggle = await tabTo(role);
  await userEvent.keyboard(' ');
  expect(toggle).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith(true);
}
