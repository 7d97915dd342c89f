import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UnderwriterCredit } from '../../../src/components/UnderwriterCredit.tsx';
import { buildImage } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));

const logo = buildImage({ url: '/media/images/logos/fund.png', width: 400, height: 200 });

describe('an underwriter’s credit, on a concert page and a live stream’s alike', () => {
  it('names the underwriter under the words that credit them, with its logo as decoration', () => {
    const html = renderToStaticMarkup(<UnderwriterCredit name="The Arts Fund" logo={logo} lead="Underwritten by" />);
    expect(html).toMatch(/<p class="[^"]*">Underwritten by<\/p>/);
    expect(html).toContain(
      'src="https://media.example.test/media/images/logos/fund.png" width="400" height="200" alt=""',
    );
    expect(html).toMatch(/<span class="[^"]*">The Arts Fund<\/span>/);
  });

  it('links to the underwriter’s site only when it has one', () => {
    const linked = renderToStaticMarkup(
      <UnderwriterCredit name="The Arts Fund" logo={null} link="https://fund.example.org/" lead="Sponsored by" />,
    );
    expect(linked).toContain('href="https://fund.example.org/" rel="noopener"');
    expect(linked).not.toContain('<img');
    for (const link of [undefined, null, '']) {
      const html = renderToStaticMarkup(
        <UnderwriterCredit name="The Arts Fund" logo={null} link={link} lead="Sponsored by" />,
      );
      expect(html).not.toContain('<a');
    }
  });
});
