import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { currentLocation, renderWithProviders } from '@fcs/shared/testing';
import { MAIN_ID, useRouteFocus } from './route-focus';
import { SkipLink } from './skip-link';

// A remote screen arrives after its code: its heading appears a moment after the route changed.
let arrive: () => void = () => {};
const LatePage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>My Packages</h1> });
    }),
);

/** A search whose text is in the URL: each key changes the route. */
function Search() {
  const navigate = useNavigate();
  const { q = '' } = useParams();
  return (
    <>
      <h1>Customers</h1>
      <input aria-label="Search" value={q} onChange={(e) => navigate(`/search/${e.target.value}`)} />
    </>
  );
}

function Shell() {
  useRouteFocus();
  return (
    <>
      <SkipLink />
      <nav>
        <Link to="/contact-us">Contact Us</Link>
        <Link to="/my-packages">My Packages</Link>
        <Link to="/login">Login</Link>
        <Link to="/">Home</Link>
      </nav>
      <main id={MAIN_ID}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route
              path="/"
              element={
                <>
                  <h1>Track Packages</h1>
                  <button>Track</button>
                </>
              }
            />
            <Route path="/search/:q?" element={<Search />} />
            <Route path="/login" element={<h1>Track Packages</h1>} />
            <Route
              path="/contact-us"
              element={
                <>
                  <h1>Contact Us</h1>
                  <input aria-label="Search" />
                  <Link to="/contact-us/more">More</Link>
                </>
              }
            />
            <Route path="/contact-us/more" element={<h1>More</h1>} />
            <Route
              path="/my-packages"
              element={
                // As a remote screen: its own boundary shows a spinner while its code loads.
                <Suspense fallback={<p>Loading</p>}>
                  <LatePage />
                </Suspense>
              }
            />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}

describe('focus on a route change (WCAG 2.4.3)', () => {
  it('leaves the first page load alone, then moves focus to the new page’s heading', async () => {
    renderWithProviders(<Shell />, { route: '/' });
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toHaveFocus();
  });

  it('waits for a screen whose code comes later, and focuses its heading when it arrives', async () => {
    renderWithProviders(<Shell />, { route: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'My Packages' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'My Packages' })).toHaveFocus();
  });

  it('leaves the focus to the sign-in popup on /login, and to Login when it closes', async () => {
    renderWithProviders(<Shell />, { route: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('keeps the focus in a field the person is typing in', async () => {
    renderWithProviders(<Shell />, { route: '/search' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ali');
    expect(currentLocation()).toBe('/search/Ali');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});

describe('the skip link', () => {
  it('is the first thing Tab reaches and moves focus to the main content', async () => {
    renderWithProviders(<Shell />, { route: '/' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Track' })).toHaveFocus();
  });
});
