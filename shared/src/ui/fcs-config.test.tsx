import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
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
