import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { addTexts, type TextKey, Trans } from '@/i18n';

addTexts({
  pruebaTrans: {
    legal: 'Aceptas los <terms>términos</terms> y la <privacy>política de privacidad</privacy>.',
    thanks: '<strong>{{fullname}}</strong> te ha enviado un mensaje',
    nested: 'Mira <outer>esto <inner>y esto</inner></outer>, {{name}}',
    plain: 'Una línea<br/>y otra, <i>en cursiva</i>',
    broken: 'Un <unknown>tag</unknown> sin componente y <open>uno sin cerrar',
    own: 'Pulsa <icon/> para seguir',
    items_one: '<b>{{count}}</b> regalo',
    items_other: '<b>{{count}}</b> regalos',
  },
});

/** A link as the app passes one (`<Anchor component={Link} to=… />`): its words come from the text. */
function Go({ to, children }: { to: string; children?: ReactNode }) {
  return <a href={to}>{children}</a>;
}

/** The keys above are not in es.json's types. */
const key = (name: string) => `pruebaTrans.${name}` as TextKey;

describe('Trans', () => {
  it("puts each tag's words into its component", () => {
    render(
      <p data-testid="text">
        <Trans
          i18nKey={key('legal')}
          components={{ terms: <Go to="/terminos" />, privacy: <Go to="/privacidad" /> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'términos' })).toHaveAttribute('href', '/terminos');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
    expect(screen.getByTestId('text')).toHaveTextContent('Aceptas los términos y la política de privacidad.');
  });

  it("fills in the values, a value's tags left as text", () => {
    const { container } = render(
      <Trans
        i18nKey={key('thanks')}
        values={{ fullname: '<i>Ana</i>' }}
        components={{ strong: <strong /> }}
      />,
    );
    expect(container.innerHTML).toBe('<strong>&lt;i&gt;Ana&lt;/i&gt;</strong> te ha enviado un mensaje');
  });

  it("nests tags, and keeps a self-closing tag's component as it is", () => {
    const { container } = render(
      <Trans
        i18nKey={key('nested')}
        values={{ name: 'Ana' }}
        components={{ outer: <em className="fuera" />, inner: <b /> }}
      />,
    );
    expect(container.innerHTML).toBe('Mira <em class="fuera">esto <b>y esto</b></em>, Ana');
    const own = render(<Trans i18nKey={key('own')} components={{ icon: <span>★</span> }} />);
    expect(own.container.innerHTML).toBe('Pulsa <span>★</span> para seguir');
  });

  it('renders br, strong, i and p without components, and other tags as written', () => {
    expect(render(<Trans i18nKey={key('plain')} />).container.innerHTML).toBe(
      'Una línea<br>y otra, <i>en cursiva</i>',
    );
    expect(render(<Trans i18nKey={key('broken')} />).container).toHaveTextContent(
      'Un <unknown>tag</unknown> sin componente y <open>uno sin cerrar',
    );
  });

  it('picks the plural form by the count', () => {
    const one = render(<Trans i18nKey={key('items')} values={{ count: 1 }} components={{ b: <b /> }} />);
    expect(one.container.innerHTML).toBe('<b>1</b> regalo');
    const many = render(<Trans i18nKey={key('items')} values={{ count: 3 }} components={{ b: <b /> }} />);
    expect(many.container.innerHTML).toBe('<b>3</b> regalos');
  });
});
