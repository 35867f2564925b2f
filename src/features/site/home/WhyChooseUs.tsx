import { Container, Title } from '@mantine/core';
import { reasons, type Reason } from '../../../content/services';
import { IconBulb, IconHeadset, IconShieldCheck } from '../../../components/icons';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './home.module.css';

const reasonIcons: Record<Reason['id'], typeof IconBulb> = {
  innovation: IconBulb,
  quality: IconShieldCheck,
  support: IconHeadset,
};

const stats = [
  { value: '2025', label: 'Founded in Nellore' },
  { value: '50+', label: 'Hospitals on our platform' },
  { value: '20', label: 'New partner schools' },
  { value: '1,000+', label: 'Students trained' },
];

export function WhyChooseUs() {
  return (
    <section className={`${site.section} ${site.dark}`} aria-labelledby="why-title">
      <Container size="lg">
        <SectionTitle
          id="why-title"
          onDark
          eyebrow="Why choose us"
          title="Built to be trusted"
          description="Hospitals, farmers and schools rely on what we make every day. Here is what that means to us."
        />
        <div className={`${site.grid} ${site.grid3Wide}`}>
          {reasons.map((reason) => {
            const Icon = reasonIcons[reason.id];
            return (
              <div key={reason.id} className={classes.reason}>
                <span className={`${site.iconBadge} ${site.iconBadgeOnDark}`}>
                  <Icon size={26} />
                </span>
                <Title order={3} className={classes.reasonTitle}>
                  {reason.title}
                </Title>
                <p className={classes.reasonText}>{reason.description}</p>
              </div>
            );
          })}
        </div>
        <dl className={classes.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statValue} style={{ margin: 0 }}>
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
