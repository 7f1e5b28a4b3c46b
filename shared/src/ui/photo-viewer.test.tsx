import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { PhotoViewer } from './photo-viewer';

// jsdom cannot compute pseudo-element styles (antd measures the scrollbar with one); the element's own will do.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

describe('PhotoViewer', () => {
  it('shows every photo as a 100 by 100 thumbnail', () => {
    render(<PhotoViewer urls={['/a.jpg', '/b.jpg']} label="FCS123" />);
    const thumbs = screen.getAllByRole('img', { name: /FCS123 photo/ });
    expect(thumbs).toHaveLength(2);
    for (const img of thumbs) {
      expect(img).toHaveAttribute('width', '100');
      expect(img).toHaveAttribute('height', '100');
    }
    expect(thumbs[0]).toHaveAttribute('src', '/a.jpg');
  });

  it('opens a zoomable preview on click', async () => {
    render(<PhotoViewer urls={['/a.jpg']} label="FCS123" />);
    fireEvent.click(screen.getByRole('img', { name: 'FCS123 photo 1 of 1' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(document.querySelector('.ant-image-preview-actions-action-zoomIn, [aria-label="zoom-in"]')).not.toBeNull();
  });

  it('says so when there are no photos', () => {
    render(<PhotoViewer urls={[]} />);
    expect(screen.getByText('No photos')).toBeInTheDocument();
  });
});
