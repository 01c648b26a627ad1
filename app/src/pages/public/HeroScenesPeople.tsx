import { Avatar, B, c, Float, type Scenes, T } from './HeroParts';

/** The people products: People 360, Workforce, Recruiter, Extractify and Cognify. */
export const peopleScenes: Scenes<'people360' | 'workforce' | 'recruiter' | 'extractify' | 'cognify'> = {
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
};
