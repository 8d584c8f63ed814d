import {render, screen, within} from '@testing-library/react';
import Card from '.';

describe('Card', () => {
  it('is a list item by default, holding its body and a decorative photo', () => {
    render(
      <ul>
        <Card image={{src: '/img/site.jpg', width: 640, height: 400, sizes: '100vw'}}>
          <h3>Nairobi site</h3>
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', {level: 3, name: 'Nairobi site'})).toBeInTheDocument();
    // Decorative: the heading names what the photo shows.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    const photo = card.querySelector('img');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo?.getAttribute('src')).toContain('/img/site.jpg');
  });

  it('is an article named by its heading when asked', () => {
    render(
      <Card as="article" aria-labelledby="t">
        <h3 id="t">Certificate</h3>
      </Card>,
    );
    expect(screen.getByRole('article', {name: 'Certificate'})).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('lays the overlay over the photo', () => {
    render(
      <Card
        as="article"
        image={{src: '/img/a.jpg', width: 640, height: 420, sizes: '100vw'}}
        imageOverlay={<p>Residential</p>}>
        <h3>A</h3>
      </Card>,
    );
    const overlay = screen.getByText('Residential');
    expect(overlay.parentElement?.querySelector('img')).not.toBeNull();
  });
});
