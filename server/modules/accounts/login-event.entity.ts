import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { LoginMethod } from "../../common/enums.js";
import { User } from "./user.entity.js";

/** One sign-in attempt on a known account (spec §4: "the login is recorded"). */
@Entity("login_events")
@Check("chk_login_events_method", `"method" IN ('password', 'google')`)
@Index("idx_login_events_user_time", ["userId", "createdAt"])
export class LoginEvent {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS", type: "bigint" })
  id: string;

  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("text")
  method: LoginMethod;

  @Column("boolean")
  success: boolean;

  /** Client address; erased when the account is deleted. */
  @Column("text", { nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
