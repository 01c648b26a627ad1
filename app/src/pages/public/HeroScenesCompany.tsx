import { B, c, type Scenes, T } from './HeroParts';

/** The job portal, Technology, and the company pages' pictures. */
export const companyScenes: Scenes<'jobPortal' | 'technology' | 'company' | 'timesheet' | 'clients'> = {
  jobPortal: () => (
    <>
      <T x={60} y={116} size={15} weight={700}>
        Careers at Nair Foods
      </T>
      {[
        ['Head chef', 'Kochi · Full time'],
        ['Store manager', 'Chennai · Full time'],
        ['Accounts executive', 'Remote · Contract'],
      ].map(([role, where], i) => (
        <g key={role}>
          <B x={60} y={134 + i * 58} w={300} h={50} tone="bg-subtle" />
          <T x={74} y={155 + i * 58} size={13} weight={700}>
            {role}
          </T>
          <T x={74} y={172 + i * 58} size={11} weight={500} tone="fg-muted">
            {where}
          </T>
          <B
            x={290}
            y={146 + i * 58}
            w={58}
            h={26}
            tone={i === 0 ? 'bg-accent' : 'bg-surface'}
            stroke={i === 0 ? undefined : 'border-strong'}
            r={6}
          />
          <T
            x={319}
            y={163 + i * 58}
            size={11}
            weight={700}
            tone={i === 0 ? 'fg-inverse' : 'fg-default'}
            anchor="middle"
          >
            Apply
          </T>
        </g>
      ))}
    </>
  ),
  technology: () => (
    <>
      {['Apps', 'APIs', 'Data', 'Cloud'].map((layer, i) => (
        <g key={layer}>
          <path
            d={`M${90 + i * 8} ${126 + i * 44} h${180 - i * 16} l24 18 h-${228 - i * 32} z`}
            fill={c(['bg-accent', 'border-accent', 'bg-accent-muted', 'bg-muted'][i]!)}
          />
          <T
            x={180}
            y={144 + i * 44}
            size={12}
            weight={700}
            tone={i === 0 ? 'fg-inverse' : 'fg-default'}
            anchor="middle"
          >
            {layer}
          </T>
        </g>
      ))}
      <path
        d="M322 118 l30 12 v26 c0 22 -14 34 -30 40 c-16 -6 -30 -18 -30 -40 v-26 z"
        fill={c('bg-success-subtle')}
        stroke={c('fg-success')}
        strokeWidth="2"
      />
      <path
        d="M311 156l8 8 14-16"
        fill="none"
        stroke={c('fg-success')}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <T x={322} y={228} size={11} weight={600} tone="fg-muted" anchor="middle">
        ISO 27001
      </T>
      <T x={322} y={244} size={11} weight={600} tone="fg-muted" anchor="middle">
        Data in India
      </T>
    </>
  ),
  company: () => (
    <>
      <B x={60} y={302} w={300} h={2} tone="border-strong" r={1} />
      {[
        [76, 190, 44],
        [128, 150, 56],
        [192, 118, 64],
        [264, 170, 48],
        [320, 208, 36],
      ].map(([x, y, w], i) => (
        <g key={i}>
          <B x={x!} y={y!} w={w!} h={302 - y!} tone={i === 2 ? 'bg-accent' : 'bg-muted'} r={4} />
          {Array.from({ length: Math.floor((302 - y! - 16) / 20) }, (_, row) => (
            <B
              key={row}
              x={x! + 8}
              y={y! + 12 + row * 20}
              w={w! - 16}
              h={6}
              tone={i === 2 ? 'bg-accent-hover' : 'bg-surface-hover'}
              r={2}
            />
          ))}
        </g>
      ))}
      <path d="M224 76c-12 0-20 9-20 20 0 15 20 32 20 32s20-17 20-32c0-11-8-20-20-20z" fill={c('brand')} />
      <circle cx={224} cy={96} r="7" fill={c('bg-surface')} />
      <B x={250} y={84} w={96} h={28} tone="bg-surface" stroke="border-default" r={14} />
      <T x={298} y={103} size={12} anchor="middle">
        Hyderabad
      </T>
    </>
  ),
  timesheet: () => (
    <>
      <T x={60} y={116} size={14} weight={700}>
        Week 47 · Anita Rao
      </T>
      {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day, i) => {
        const hours = [8, 9, 7.5, 8, 7.5][i]!;
        return (
          <g key={day}>
            <B
              x={70 + i * 58}
              y={280 - hours * 16}
              w={34}
              h={hours * 16}
              tone={i === 1 ? 'bg-accent' : 'border-accent'}
              r={6}
            />
            <T x={87 + i * 58} y={300} size={11} weight={600} tone="fg-muted" anchor="middle">
              {day}
            </T>
            <T x={87 + i * 58} y={272 - hours * 16} size={11} anchor="middle">{`${hours}h`}</T>
          </g>
        );
      })}
      <B x={290} y={98} w={70} h={30} tone="bg-success-subtle" r={15} />
      <T x={325} y={118} size={13} weight={700} tone="fg-success" anchor="middle">
        40h
      </T>
    </>
  ),
  clients: () => (
    <>
      {['Acme', 'Bright', 'Nair'].map((name, i) => (
        <g key={name}>
          <B x={60 + i * 102} y={100} w={94} h={70} tone="bg-subtle" />
          <circle cx={107 + i * 102} cy={126} r="12" fill={c(['bg-accent', 'border-accent', 'bg-accent-muted'][i]!)} />
          <T x={107 + i * 102} y={158} size={12} weight={700} anchor="middle">
            {name}
          </T>
        </g>
      ))}
      <B x={60} y={186} w={300} h={118} tone="bg-accent-subtle" />
      <path d="M92 236c-8-8-20-2-20 8 0 10 20 22 20 22s20-12 20-22c0-10-12-16-20-8z" fill={c('brand')} />
      <T x={124} y={234} size={14} weight={700}>
        98% renew
      </T>
      <T x={124} y={254} size={12} weight={500} tone="fg-muted">
        every year since 2019
      </T>
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${82 + i * 22} 286)`}
          d="M0 -8l2.3 5 5.4.6-4 3.7 1.1 5.3L0 4l-4.8 2.6 1.1-5.3-4-3.7 5.4-.6z"
          fill={c('brand')}
        />
      ))}
    </>
  ),
};
