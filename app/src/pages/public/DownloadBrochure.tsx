import { customer, messageFor, RULES } from '@lnf/sdk';
import { Button, Form, Link, Select, TextField, toast } from '@lnf/ui';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { downloadBrochure as copy } from '../../content/download-brochure';
import { products, technology } from '../../content/products';
import { client } from '../../lib/api';
import { focusFirstInvalid, useForm } from '../../lib/useForm';
import { FormLayout } from './FormLayout';
import styles from './FormFields.module.css';

const EMPTY = { name: '', email: '', mobile: '', company: '' };
const productItems = [...products, technology].map((p) => ({ id: p.slug, label: p.name }));
const linkedProduct = (search: string) => {
  const wanted = new URLSearchParams(search).get('product');
  return productItems.some((p) => p.id === wanted) ? wanted : null;
};
const subscribeNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** /download-brochure: pick a product, give your details, the brochure PDF opens. */
export default function DownloadBrochure() {
  const form = useForm(RULES.brochure, EMPTY, { reveal: 'blur' });
  const [picked, setPicked] = useState<{ id: string; search: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [ready, setReady] = useState<{ url: string; name: string } | null>(null);
  const search = useSearch();
  // Product pages link here with ?product=<slug>; it applies after hydration so the HTML stays the
  // same. A link followed after a pick wins over the pick.
  const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
  const linked = hydrated ? linkedProduct(search) : null;
  const product = (picked && (picked.search === search || !linked) ? picked.id : linked) ?? productItems[0]!.id;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!form.check()) return focusFirstInvalid(event.currentTarget);
    setPending(true);
    setReady(null);
    try {
      const { url } = await customer.requestBrochure(client, product, form.values);
      const name = productItems.find((p) => p.id === product)!.label;
      setReady({ url, name });
      toast.success(copy.opened, { description: name });
      window.open(url, '_blank');
    } catch (error) {
      toast.error(messageFor('customer.requestBrochure', error));
    } finally {
      setPending(false);
    }
  }

  const field = form.field;
  return (
    <FormLayout intro={copy.intro} formHeading={copy.formHeading}>
      <Form onSubmit={onSubmit} aria-label={copy.formHeading}>
        <Select
          label={copy.labels.product}
          name="product"
          items={productItems}
          value={product}
          onChange={(key) => key && setPicked({ id: String(key), search })}
          isRequired
        />
        <TextField {...field('name')} label={copy.labels.name} autoComplete="name" isRequired />
        <div className={styles.Row}>
          <TextField {...field('email')} label={copy.labels.email} type="email" autoComplete="email" isRequired />
          <TextField {...field('mobile')} label={copy.labels.mobile} type="tel" autoComplete="tel" isRequired />
        </div>
        <TextField {...field('company')} label={copy.labels.company} autoComplete="organization" isRequired />
        <Button type="submit" size="lg" className={styles.Submit} isPending={pending} pendingLabel={copy.submitting}>
          {copy.submit}
        </Button>
        <p role="status" className={styles.Status}>
          {ready && (
            <>
              {copy.opened}{' '}
              <Link href={ready.url} target="_blank">
                {copy.openLink}: {ready.name} (PDF)
              </Link>
            </>
          )}
        </p>
      </Form>
    </FormLayout>
  );
}
