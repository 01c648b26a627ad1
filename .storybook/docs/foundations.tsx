/**
 * Blocks for the Foundations docs pages: every table is drawn from the token source
 * (tokens/src), so the pages change when a token does and cannot drift from tokens.css.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { contrast } from '../../tokens/contrast';
import * as tokens from '../../tokens/src';
import type { ThemeName, TokenGroup } from '../../tokens/src';

const cssVar = (category: string, role: string) => `--lnf-${category}-${role}`;
const themeNames: ThemeName[] = ['light', 'dark'];

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' };
const cell: CSSProperties = {
  padding: '0.5rem',
  borderBottom: '1px solid #d5cec5',
  verticalAlign: 'middle',
  textAlign: 'start',
};
const code: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
};

function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Var({ category, role }: { category: string; role: string }) {
  return <code style={code}>{cssVar(category, role)}</code>;
}

function Swatch({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <span
        aria-hidden
        style={{
          inlineSize: '2rem',
          blockSize: '2rem',
          borderRadius: '4px',
          background: value,
          border: '1px solid #aaa197',
          flex: 'none',
        }}
      />
      <code style={code}>{value}</code>
    </span>
  );
}

/** Every colour role with its light and dark value and what it is for. */
export function ColourRoles() {
  return (
    <Table head={['Token', 'Light', 'Dark', 'Use']}>
      {Object.entries(tokens.color).map(([role, token]) => (
        <tr key={role}>
          <td style={cell}>
            <Var category="color" role={role} />
          </td>
          <td style={cell}>
            <Swatch value={tokens.themes.light.color[role]} />
          </td>
          <td style={cell}>
            <Swatch value={tokens.themes.dark.color[role]} />
          </td>
          <td style={cell}>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The documented foreground/background pairs, drawn in both themes with their measured ratio. */
export function ContrastPairs() {
  return (
    <Table head={['Foreground', 'Background', 'Needs', ...themeNames.map((t) => `${t[0].toUpperCase()}${t.slice(1)}`)]}>
      {tokens.contrastPairs.map(([fg, bg, min]) => (
        <tr key={`${fg}/${bg}`}>
          <td style={cell}>
            <Var category="color" role={fg} />
          </td>
          <td style={cell}>
            <Var category="color" role={bg} />
          </td>
          <td style={cell}>{min}:1</td>
          {themeNames.map((theme) => {
            const colours = tokens.themes[theme].color;
            const ratio = contrast(colours[fg], colours[bg]);
            const isText = fg.startsWith('fg-');
            return (
              <td key={theme} style={cell}>
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '0.5rem',
                    padding: '0.25rem 0.5rem',
                    borderRadius: '4px',
                    background: colours[bg],
                    color: colours[fg],
                    border: isText ? `1px solid ${colours[bg]}` : `2px solid ${colours[fg]}`,
                  }}
                >
                  {isText ? 'Aa' : ''}
                  <strong style={{ color: colours[fg] }}>{ratio.toFixed(2)}:1</strong>
                </span>{' '}
                {ratio >= min ? 'passes' : 'FAILS'}
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

/** Lowest measured ratio per theme, for the page's summary line. */
export function ContrastSummary() {
  return (
    <ul>
      {themeNames.map((theme) => {
        const ratios = tokens.contrastPairs.map(([fg, bg, min]) => ({
          fg,
          bg,
          min,
          ratio: contrast(tokens.themes[theme].color[fg], tokens.themes[theme].color[bg]),
        }));
        const text = ratios.filter((r) => r.min >= 4.5).sort((a, b) => a.ratio - b.ratio)[0];
        const ui = ratios.filter((r) => r.min < 4.5).sort((a, b) => a.ratio - b.ratio)[0];
        return (
          <li key={theme}>
            {theme}: lowest text pair {text.ratio.toFixed(2)}:1 (<code style={code}>{text.fg}</code> on{' '}
            <code style={code}>{text.bg}</code>), lowest outline pair {ui.ratio.toFixed(2)}:1 (
            <code style={code}>{ui.fg}</code> on <code style={code}>{ui.bg}</code>)
          </li>
        );
      })}
    </ul>
  );
}

/** Font sizes drawn at size, then weights, line heights and families. */
export function TypeScale() {
  const entries = Object.entries(tokens.font as TokenGroup);
  const sizes = entries.filter(([role]) => role.startsWith('size-'));
  const others = entries.filter(([role]) => !role.startsWith('size-'));
  return (
    <>
      <Table head={['Token', 'Value', 'Sample', 'Use']}>
        {sizes.map(([role, token]) => (
          <tr key={role}>
            <td style={cell}>
              <Var category="font" role={role} />
            </td>
            <td style={cell}>
              <code style={code}>{token.value}</code>
            </td>
            <td style={{ ...cell, fontSize: `var(${cssVar('font', role)})`, lineHeight: 1.2 }}>Payroll in minutes</td>
            <td style={cell}>{token.description}</td>
          </tr>
        ))}
      </Table>
      <Table head={['Token', 'Value', 'Use']}>
        {others.map(([role, token]) => (
          <tr key={role}>
            <td style={cell}>
              <Var category="font" role={role} />
            </td>
            <td
              style={{
                ...cell,
                ...(role.startsWith('weight-') ? { fontWeight: token.value as CSSProperties['fontWeight'] } : {}),
                ...(role.startsWith('family-') ? { fontFamily: token.value } : {}),
              }}
            >
              <code style={{ ...code, fontFamily: role.startsWith('family-') ? token.value : code.fontFamily }}>
                {token.value}
              </code>
            </td>
            <td style={cell}>{token.description}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** A token group whose values are lengths, each drawn as a bar of that length. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Value', '', 'px']}>
      {Object.entries(tokens.space).map(([role, token]) => (
        <tr key={role}>
          <td style={cell}>
            <Var category="space" role={role} />
          </td>
          <td style={cell}>
            <code style={code}>{token.value}</code>
          </td>
          <td style={{ ...cell, inlineSize: '60%' }}>
            <span
              aria-hidden
              style={{
                display: 'block',
                blockSize: '0.75rem',
                inlineSize: token.value,
                background: '#d98d1b',
                borderRadius: 2,
              }}
            />
          </td>
          <td style={cell}>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

export function Radii() {
  return (
    <Table head={['Token', 'Value', 'Sample', 'Use']}>
      {Object.entries(tokens.radius).map(([role, token]) => (
        <tr key={role}>
          <td style={cell}>
            <Var category="radius" role={role} />
          </td>
          <td style={cell}>
            <code style={code}>{token.value}</code>
          </td>
          <td style={cell}>
            <span
              aria-hidden
              style={{
                display: 'block',
                inlineSize: '4rem',
                blockSize: '3rem',
                border: '2px solid #8f570b',
                background: '#fdf7ec',
                borderRadius: `var(${cssVar('radius', role)})`,
              }}
            />
          </td>
          <td style={cell}>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Each shadow on a surface of each theme. */
export function Shadows() {
  return (
    <Table head={['Token', 'Light', 'Dark', 'Use']}>
      {Object.entries(tokens.shadow).map(([role, token]) => (
        <tr key={role}>
          <td style={cell}>
            <Var category="shadow" role={role} />
          </td>
          {themeNames.map((theme) => (
            <td key={theme} style={{ ...cell, background: tokens.themes[theme].color['bg-canvas'], padding: '1.5rem' }}>
              <span
                style={{
                  display: 'block',
                  padding: '0.75rem',
                  borderRadius: '8px',
                  background: tokens.themes[theme].color['bg-surface'],
                  color: tokens.themes[theme].color['fg-muted'],
                  boxShadow: tokens.themes[theme].shadow[role],
                }}
              >
                <code style={code}>{tokens.themes[theme].shadow[role]}</code>
              </span>
            </td>
          ))}
          <td style={cell}>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Breakpoints as min-widths, each bar scaled to the widest. */
export function Breakpoints() {
  const widest = Math.max(...Object.values(tokens.breakpoints));
  return (
    <Table head={['Token', 'Min width', '']}>
      {Object.entries(tokens.breakpoints).map(([name, px]) => (
        <tr key={name}>
          <td style={cell}>
            <Var category="breakpoint" role={name} />
          </td>
          <td style={cell}>
            <code style={code}>{px}px</code>
          </td>
          <td style={{ ...cell, inlineSize: '60%' }}>
            <span
              aria-hidden
              style={{
                display: 'block',
                blockSize: '0.75rem',
                inlineSize: `${(px / widest) * 100}%`,
                background: '#d98d1b',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Durations and easings; "Play" moves a dot with each, so the difference can be seen. */
export function Motion() {
  const [moved, setMoved] = useState(false);
  const durations = Object.entries(tokens.motion).filter(([role]) => role.startsWith('duration-'));
  const easings = Object.entries(tokens.motion).filter(([role]) => role.startsWith('easing-'));
  const track = (duration: string, easing: string) => (
    <span aria-hidden style={{ display: 'block', position: 'relative', blockSize: '1rem', inlineSize: '12rem' }}>
      <span
        style={{
          position: 'absolute',
          insetBlockStart: 0,
          insetInlineStart: moved ? 'calc(100% - 1rem)' : 0,
          inlineSize: '1rem',
          blockSize: '1rem',
          borderRadius: '50%',
          background: '#8f570b',
          transition: `inset-inline-start ${duration} ${easing}`,
        }}
      />
    </span>
  );
  return (
    <>
      <p>
        <button type="button" onClick={() => setMoved((m) => !m)}>
          Play
        </button>
      </p>
      <Table head={['Token', 'Value', '', 'Use']}>
        {durations.map(([role, token]) => (
          <tr key={role}>
            <td style={cell}>
              <Var category="motion" role={role} />
            </td>
            <td style={cell}>
              <code style={code}>{token.value}</code>
            </td>
            <td style={cell}>{track(token.value, tokens.motion['easing-standard'].value)}</td>
            <td style={cell}>{token.description}</td>
          </tr>
        ))}
        {easings.map(([role, token]) => (
          <tr key={role}>
            <td style={cell}>
              <Var category="motion" role={role} />
            </td>
            <td style={cell}>
              <code style={code}>{token.value}</code>
            </td>
            <td style={cell}>{track(tokens.motion['duration-slow'].value, token.value)}</td>
            <td style={cell}>{token.description}</td>
          </tr>
        ))}
      </Table>
      <p>
        Components turn movement off under <code style={code}>prefers-reduced-motion: reduce</code>.
      </p>
    </>
  );
}

/** Any other token group (z-index, layout) as a plain table. */
export function TokenTable({ category, group }: { category: string; group: TokenGroup }) {
  return (
    <Table head={['Token', 'Value', 'Use']}>
      {Object.entries(group).map(([role, token]) => (
        <tr key={role}>
          <td style={cell}>
            <Var category={category} role={role} />
          </td>
          <td style={cell}>
            <code style={code}>{token.value}</code>
          </td>
          <td style={cell}>{token.description}</td>
        </tr>
      ))}
    </Table>
  );
}

export const layoutTokens = { zIndex: tokens.zIndex, layout: tokens.layout };
