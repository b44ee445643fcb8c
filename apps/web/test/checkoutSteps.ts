import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Checkout's payment step as a donor fills it in: card as the method, the cardholder, the terms accepted, and
 * the sandbox card field's number, expiry and CVC.
 */
export async function fillCardPayment(number = '4242424242424242', name = 'Anna Muster') {
  await userEvent.click(await screen.findByRole('radio', { name: 'Kreditkarte' }, { timeout: 10_000 }));
  await userEvent.type(screen.getByLabelText(/Name auf der Karte/), name);
  await userEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
  fireEvent.change(screen.getByTestId('card-number'), { target: { value: number } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1230' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
}
