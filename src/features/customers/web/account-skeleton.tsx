import { Bone, FieldBone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import './customers.css';

/** Login and account creation while they load: the real heading over a grey form. */
export function AccountSkeleton({ title }: { title: string }) {
  return (
    <SkeletonPage className="account-page">
      <h1>{title}</h1>
      <div className="account-columns">
        <div className="panel">
          <Bone className="skeleton-line skeleton-w-50" />
          <FieldBone />
          <FieldBone />
          <Bone className="skeleton-button" />
        </div>
      </div>
    </SkeletonPage>
  );
}
