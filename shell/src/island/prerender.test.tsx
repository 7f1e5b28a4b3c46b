import { screen, within } from '@testing-library/react';
import { islandHtml } from './prerender';

// What index.html holds before any script (the build puts this HTML into it): a page that reads and a
// form that works without JavaScript (issue 21).
describe('the Track page rendered at build time', () => {
  beforeEach(() => {
    document.body.innerHTML = islandHtml();
  });

  it('is a plain GET form to /track-packages with the box named track and a submit button', () => {
    const box = screen.getByRole('textbox', { name: 'Tracking numbers' });
    expect(box).toHaveAttribute('name', 'track');
    expect(box).toHaveAttribute('placeholder', 'Enter up to 30 tracking numbers, separated by commas or new lines');
    const form = box.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/track-packages');
    expect(within(form!).getByRole('button', { name: 'Track' })).toHaveAttribute('type', 'submit');
  });

  it('has the page heading, the skip link to <main>, and the top bar with its links', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Track Packages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Track Packages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });
});
