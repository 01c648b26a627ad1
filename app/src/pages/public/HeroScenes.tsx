import type { ReactNode } from 'react';
import type { SceneName } from '../../content/types';

const c = (token: string) => `var(--lnf-color-${token})`;

/** A line of text in the picture (decorative: the picture's label names it). */
function T({
  x,
  y,
  children,
  size = 13,
  weight = 600,
  tone = 'fg-default',
  anchor,
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: number;
  tone?: string;
  anchor?: 'end' | 'middle';
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} fill={c(tone)} fontFamily="inherit" textAnchor={anchor}>
      {children}
    </text>
  );
}

/** A rounded block. */
function B({
  x,
  y,
  w,
  h,
  tone = 'bg-subtle',
  r = 8,
  stroke,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  tone?: string;
  r?: number;
  stroke?: string;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill={c(tone)} stroke={stroke ? c(stroke) : undefined} />;
}

/** A small tick in a green disc. */
function Tick({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="9" fill={c('bg-success-subtle')} />
      <path
        d="M-4 0l3 3 5-6"
        fill="none"
        stroke={c('fg-success')}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A person's initials in a disc. */
function Avatar({
  x,
  y,
  r = 14,
  initials,
  tone = 'bg-accent-muted',
}: {
  x: number;
  y: number;
  r?: number;
  initials: string;
  tone?: string;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={c(tone)} />
      <T x={x} y={y + r * 0.36} size={r * 0.8} weight={700} tone="fg-accent-hover" anchor="middle">
        {initials}
      </T>
    </g>
  );
}

/** A floating card beside the window, with its own shadow. */
function Float({
  x,
  y,
  w,
  h,
  filter,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  filter: string;
  children: ReactNode;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="14" fill={c('bg-surface')} filter={`url(#${filter})`} />
      {children}
    </g>
  );
}

const scenes: Record<SceneName, (shadow: string) => ReactNode> = {
  people360: (shadow) => (
    <>
      <Avatar x={92} y={126} r={24} initials="AR" />
      <T x={126} y={120} size={15} weight={700}>
        Anita Rao
      </T>
      <T x={126} y={139} size={12} weight={500} tone="fg-muted">
        Sales lead · Bengaluru
      </T>
      <B x={60} y={166} w={300} h={1} tone="border-default" r={0} />
      {['Hire', 'Onboard', 'Pay', 'Review', 'Exit'].map((step, i) => (
        <g key={step}>
          {i < 4 && <B x={88 + i * 64} y={207} w={44} h={2} tone="border-accent" r={1} />}
          <circle cx={74 + i * 64} cy={208} r="14" fill={c(i < 3 ? 'bg-accent' : 'bg-muted')} />
          {i < 3 && (
            <path
              d={`M${68 + i * 64} 208l4 4 7-8`}
              fill="none"
              stroke={c('fg-inverse')}
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          )}
          <T x={74 + i * 64} y={240} size={11} weight={600} tone="fg-muted" anchor="middle">
            {step}
          </T>
        </g>
      ))}
      <B x={60} y={262} w={140} h={40} />
      <T x={72} y={287} size={12}>
        Leave 12 days
      </T>
      <B x={212} y={262} w={148} h={40} />
      <T x={224} y={287} size={12}>
        Payslip ready
      </T>
      <Float x={332} y={96} w={128} h={64} filter={shadow}>
        <T x={348} y={122} size={11} weight={500} tone="fg-muted">
          Attrition risk
        </T>
        <T x={348} y={144} size={16} weight={700} tone="fg-success">
          Low
        </T>
      </Float>
    </>
  ),
  workforce: (shadow) => (
    <>
      <T x={60} y={116} size={15} weight={700}>
        Payslip · Nov 2026
      </T>
      <T x={60} y={134} size={11} weight={500} tone="fg-muted">
        Anita Rao · EMP-0142
      </T>
      {[
        ['Basic', '₹52,000'],
        ['HRA', '₹20,800'],
        ['PF', '−₹6,240'],
        ['TDS', '−₹4,310'],
      ].map(([label, amount], i) => (
        <g key={label}>
          <T x={60} y={168 + i * 26} size={13} weight={500}>
            {label}
          </T>
          <T x={356} y={168 + i * 26} size={13} anchor="end" tone={amount!.startsWith('−') ? 'fg-muted' : 'fg-default'}>
            {amount}
          </T>
        </g>
      ))}
      <B x={56} y={268} w={304} h={36} tone="bg-accent-muted" />
      <T x={70} y={291} size={14} weight={700}>
        Net pay
      </T>
      <T x={346} y={291} size={14} weight={700} anchor="end">
        ₹84,250
      </T>
      <Float x={330} y={70} w={130} h={72} filter={shadow}>
        {['PF', 'ESI', 'PT'].map((chip, i) => (
          <g key={chip}>
            <B x={344 + i * 36} y={86} w={30} h={20} tone="bg-success-subtle" r={10} />
            <T x={359 + i * 36} y={100} size={10} tone="fg-success" anchor="middle">
              {chip}
            </T>
          </g>
        ))}
        <T x={344} y={128} size={11} weight={500} tone="fg-muted">
          Filed on time
        </T>
      </Float>
    </>
  ),
  recruiter: () => (
    <>
      {['Applied', 'Interview', 'Offer'].map((column, i) => (
        <g key={column}>
          <B x={60 + i * 102} y={98} w={94} h={214} tone="bg-subtle" />
          <T x={70 + i * 102} y={118} size={11} weight={700} tone="fg-muted">
            {column.toUpperCase()}
          </T>
          {Array.from({ length: 3 - i }, (_, j) => (
            <g key={j}>
              <B x={66 + i * 102} y={130 + j * 58} w={82} h={50} tone="bg-surface" stroke="border-default" />
              <Avatar x={82 + i * 102} y={148 + j * 58} r={9} initials={['PK', 'SM', 'RN'][(i + j) % 3]!} />
              <B x={96 + i * 102} y={144 + j * 58} w={44} h={7} tone="bg-muted" r={3} />
              <B x={74 + i * 102} y={164 + j * 58} w={56} h={6} tone="bg-surface-hover" r={3} />
            </g>
          ))}
        </g>
      ))}
      <B x={270} y={130} w={82} h={50} tone="bg-accent-muted" stroke="border-accent" />
      <T x={311} y={160} size={12} weight={700} tone="fg-accent-hover" anchor="middle">
        Offer sent
      </T>
    </>
  ),
  extractify: () => (
    <>
      <B x={60} y={98} w={120} h={206} tone="bg-surface" stroke="border-default" />
      <Avatar x={84} y={124} r={12} initials="SM" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <B
          key={i}
          x={72}
          y={150 + i * 18}
          w={i % 3 === 2 ? 60 : 96}
          h={6}
          tone={i % 4 === 0 ? 'bg-muted' : 'bg-surface-hover'}
          r={3}
        />
      ))}
      <path
        d="M194 200 h34 m-8 -8 l8 8 -8 8"
        fill="none"
        stroke={c('border-accent')}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[
        ['Name', 'Sana Mirza'],
        ['Skills', 'Java · SQL'],
        ['Experience', '6 years'],
        ['Notice', '30 days'],
      ].map(([label, value], i) => (
        <g key={label}>
          <B x={240} y={104 + i * 50} w={124} h={42} tone="bg-subtle" />
          <T x={252} y={121 + i * 50} size={10} weight={600} tone="fg-muted">
            {label}
          </T>
          <T x={252} y={138 + i * 50} size={12} weight={700}>
            {value}
          </T>
        </g>
      ))}
    </>
  ),
  cognify: () => (
    <>
      <B x={60} y={100} w={300} h={38} tone="bg-surface" stroke="border-strong" r={19} />
      <circle cx={82} cy={119} r="6" fill="none" stroke={c('fg-muted')} strokeWidth="2" />
      <path d="M86.5 123.5l5 5" stroke={c('fg-muted')} strokeWidth="2" strokeLinecap="round" />
      <T x={100} y={124} size={13} weight={500}>
        leave policy Bengaluru
      </T>
      {[
        ['HR Policy 2026.pdf', 'p. 14'],
        ['Bengaluru office handbook', 'p. 3'],
        ['Holiday calendar KA', 'sheet 1'],
      ].map(([title, where], i) => (
        <g key={title}>
          <B
            x={60}
            y={152 + i * 54}
            w={300}
            h={46}
            tone={i === 0 ? 'bg-accent-subtle' : 'bg-subtle'}
            stroke={i === 0 ? 'border-accent' : undefined}
          />
          <T x={74} y={172 + i * 54} size={12} weight={700}>
            {title}
          </T>
          <B x={74} y={182 + i * 54} w={i === 0 ? 90 : 150} h={6} tone={i === 0 ? 'brand' : 'bg-muted'} r={3} />
          <T x={346} y={172 + i * 54} size={11} weight={500} tone="fg-muted" anchor="end">
            {where}
          </T>
        </g>
      ))}
    </>
  ),
  books: (shadow) => (
    <>
      <T x={60} y={116} size={15} weight={700}>
        Tax invoice INV-2026-0418
      </T>
      <T x={60} y={134} size={11} weight={500} tone="fg-muted">
        GSTIN 36AABCL1234M1Z5
      </T>
      {[
        ['Implementation', '₹40,000'],
        ['CGST 9%', '₹3,600'],
        ['SGST 9%', '₹3,600'],
      ].map(([label, amount], i) => (
        <g key={label}>
          <T x={60} y={170 + i * 28} size={13} weight={500}>
            {label}
          </T>
          <T x={356} y={170 + i * 28} size={13} anchor="end">
            {amount}
          </T>
          <B x={60} y={178 + i * 28} w={296} h={1} tone="border-default" r={0} />
        </g>
      ))}
      <T x={60} y={262} size={14} weight={700}>
        Total
      </T>
      <T x={356} y={262} size={14} weight={700} anchor="end">
        ₹47,200
      </T>
      <g transform="rotate(-8 110 292)">
        <rect x={62} y={276} width={96} height={32} rx="8" fill="none" stroke={c('fg-success')} strokeWidth="2.5" />
        <T x={110} y={298} size={14} weight={700} tone="fg-success" anchor="middle">
          FILED
        </T>
      </g>
      <Float x={334} y={268} w={124} h={52} filter={shadow}>
        <T x={348} y={290} size={10} weight={500} tone="fg-muted">
          GSTR-1 · Nov
        </T>
        <T x={348} y={308} size={12} weight={700} tone="fg-success">
          On time
        </T>
      </Float>
    </>
  ),
  professional: () => (
    <>
      <T x={60} y={116} size={14} weight={700}>
        Laptop request · ₹92,000
      </T>
      {[
        ['Request', 'Ravi K.'],
        ['Manager', 'Meera I.'],
        ['HR', 'Approved'],
      ].map(([step, who], i) => (
        <g key={step}>
          {i < 2 && <B x={102 + i * 108} y={188} w={66} h={3} tone="border-accent" r={1} />}
          <circle cx={86 + i * 108} cy={190} r="24" fill={c(i === 2 ? 'bg-accent' : 'bg-accent-muted')} />
          <path
            d={`M${77 + i * 108} 190l6 6 11-12`}
            fill="none"
            stroke={c(i === 2 ? 'fg-inverse' : 'fg-accent-hover')}
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <T x={86 + i * 108} y={236} size={12} weight={700} anchor="middle">
            {step}
          </T>
          <T x={86 + i * 108} y={253} size={11} weight={500} tone="fg-muted" anchor="middle">
            {who}
          </T>
        </g>
      ))}
      <B x={60} y={272} w={300} h={34} tone="bg-success-subtle" />
      <Tick x={80} y={289} />
      <T x={98} y={293} size={12} tone="fg-success">
        Approved in 4 hours
      </T>
    </>
  ),
  vendors: () => (
    <>
      <circle cx={208} cy={200} r="30" fill={c('bg-accent')} />
      <T x={208} y={205} size={13} weight={700} tone="fg-inverse" anchor="middle">
        You
      </T>
      {[
        [100, 126, 'TalentCo'],
        [316, 126, 'HireHub'],
        [208, 292, 'StaffPro'],
      ].map(([x, y, name]) => (
        <g key={name as string}>
          <line
            x1={208}
            y1={200}
            x2={x as number}
            y2={y as number}
            stroke={c('border-accent')}
            strokeWidth="2"
            strokeDasharray="5 5"
          />
          <B
            x={(x as number) - 46}
            y={(y as number) - 20}
            w={92}
            h={40}
            tone="bg-surface"
            stroke="border-default"
            r={20}
          />
          <T x={x as number} y={(y as number) + 5} size={12} anchor="middle">
            {name}
          </T>
        </g>
      ))}
      <B x={268} y={196} w={92} h={30} tone="bg-accent-muted" r={15} />
      <T x={314} y={215} size={11} tone="fg-accent-hover" anchor="middle">
        12 profiles
      </T>
    </>
  ),
  aspire: () => (
    <>
      <T x={60} y={116} size={14} weight={700}>
        Goals · H2 2026
      </T>
      {[
        ['Launch Pune branch', 72],
        ['Cut hiring time', 45],
        ['NPS above 60', 90],
      ].map(([goal, pct], i) => (
        <g key={goal as string}>
          <T x={60} y={148 + i * 44} size={12} weight={600}>
            {goal}
          </T>
          <T x={360} y={148 + i * 44} size={12} weight={700} tone="fg-accent" anchor="end">{`${pct}%`}</T>
          <B x={60} y={156 + i * 44} w={300} h={8} tone="bg-muted" r={4} />
          <B x={60} y={156 + i * 44} w={(300 * (pct as number)) / 100} h={8} tone="bg-accent" r={4} />
        </g>
      ))}
      <T x={60} y={296} size={12} weight={600} tone="fg-muted">
        Review rating
      </T>
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${170 + i * 24} 290)`}
          d="M0 -9l2.6 5.6 6 .7-4.5 4.1 1.2 6L0 4.5-5.3 7.4l1.2-6-4.5-4.1 6-.7z"
          fill={c(i < 4 ? 'brand' : 'bg-muted')}
        />
      ))}
    </>
  ),
  analytics: (shadow) => (
    <>
      {[
        ['Headcount', '248'],
        ['Attrition', '8.2%'],
      ].map(([label, value], i) => (
        <g key={label}>
          <B x={60 + i * 110} y={98} w={100} h={56} />
          <T x={72 + i * 110} y={118} size={11} weight={500} tone="fg-muted">
            {label}
          </T>
          <T x={72 + i * 110} y={142} size={18} weight={700}>
            {value}
          </T>
        </g>
      ))}
      <B x={60} y={166} w={300} h={140} tone="bg-subtle" />
      <polyline
        points="76,276 116,256 156,264 196,226 236,236 276,204 316,212 344,186"
        fill="none"
        stroke={c('bg-accent')}
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <polyline
        points="76,290 116,284 156,286 196,276 236,280 276,268 316,270 344,262"
        fill="none"
        stroke={c('border-accent')}
        strokeWidth="2"
        strokeDasharray="4 4"
      />
      <Float x={340} y={62} w={118} h={104} filter={shadow}>
        <circle cx={399} cy={114} r="28" fill="none" stroke={c('bg-muted')} strokeWidth="11" />
        <circle
          cx={399}
          cy={114}
          r="28"
          fill="none"
          stroke={c('bg-accent')}
          strokeWidth="11"
          strokeDasharray="123 176"
          transform="rotate(-90 399 114)"
        />
        <T x={399} y={119} size={13} weight={700} anchor="middle">
          70%
        </T>
      </Float>
    </>
  ),
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

/** One page's picture inside the hero's window frame; `shadow` is the frame's shadow filter id. */
export function Scene({ name, shadow }: { name: SceneName; shadow: string }) {
  return <g>{scenes[name](shadow)}</g>;
}
