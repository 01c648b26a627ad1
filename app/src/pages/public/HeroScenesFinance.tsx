import { B, c, Float, type Scenes, T, Tick } from './HeroParts';

/** The money and insight products: Books, Professional, Vendor Management, Aspire and Analytics. */
export const financeScenes: Scenes<'books' | 'professional' | 'vendors' | 'aspire' | 'analytics'> = {
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
};
