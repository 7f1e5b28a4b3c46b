import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { FcsConfig } from './fcs-config';

// Issue 23 item 9: after a save, screen readers heard "loading Save" (antd's spinner is in the name,
// and its leaving transition never ends where transitions do not run).
describe('a busy button keeps its label as its name', () => {
  const save = (loading: boolean) => (
    <FcsConfig>
      <Button type="primary" loading={loading}>
        Save
      </Button>
    </FcsConfig>
  );

  it('while busy: "Save", not "loading Save"', () => {
    render(save(true));
    expect(screen.getByRole('button')).toHaveAccessibleName('Save');
  });

  it('when the work is done: "Save" again, and no spinner left behind', () => {
    const { rerender, container } = render(save(false));
    rerender(save(true));
    rerender(save(false));
    expect(screen.getByRole('button')).toHaveAccessibleName('Save');
    expect(container.querySelector('.anticon-loading')).toBeNull();
  });
});

// WCAG 2.3.3: a person whose system asks for less motion gets antd without its slides and fades.
describe('motion follows the system setting', () => {
  const original = window.matchMedia;
  const systemAsks = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)' ? reduce : original(query).matches,
    })) as typeof window.matchMedia;
  };
  afterEach(() => (window.matchMedia = original));

  function Motion() {
    const { token } = theme.useToken();
    return <output>{`motion ${token.motion ? 'on' : 'off'}, ${token.motionDurationMid}`}</output>;
  }

  it('with less motion asked: antd motion off, its transitions instant', () => {
    systemAsks(true);
    render(
      <FcsConfig>
        <Motion />
      </FcsConfig>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^motion off, 0s$/);
  });

  it('otherwise: antd motion as designed', () => {
    systemAsks(false);
    render(
      <FcsConfig>
        <Motion />
      </FcsConfig>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^motion on, 0\.2s$/);
  });
});
