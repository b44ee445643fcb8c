import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type PublicProduct, ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/hooks';
import { ProductCard } from './ProductCard';
import { VerifyEmailModal } from './VerifyEmailModal';

/**
 * The club's donation options. Choosing one needs a login (→ /login and back) and a verified e-mail
 * (→ verification prompt); then checkout gets the product id and the way back (PRODUCT.md §directory).
 */
export function ClubProducts({ clubName, products }: { clubName: string; products: PublicProduct[] }) {
  const { t } = useTranslation('club');
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [promptOpen, setPromptOpen] = useState(false);

  const choose = (product: PublicProduct) => {
    if (!session) {
      navigate(ROUTES.login, { state: { from: pathname } });
    } else if (!session.donationEnabled) {
      setPromptOpen(true);
    } else {
      navigate(ROUTES.checkout, { state: { productId: product.id, returnTo: pathname } });
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="profile-products-title">
      <Stack gap={4}>
        <Title
          id="profile-products-title"
          order={2}
          fz={{ base: 22, md: 28 }}
          className="profile-section-title"
        >
          {t('products.title', { name: clubName })}
        </Title>
        <Text c="dimmed">{t('products.text')}</Text>
      </Stack>
      {products.length === 0 ? (
        <Text c="dimmed" fs="italic">
          {t('products.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onChoose={choose}
              share={{ clubPath: pathname, clubName }}
            />
          ))}
        </SimpleGrid>
      )}
      {session && (
        <VerifyEmailModal opened={promptOpen} email={session.email} onClose={() => setPromptOpen(false)} />
      )}
    </Stack>
  );
}
