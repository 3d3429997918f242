/**
 * The built-in sandbox supplier's own tables (migration SandboxSupplier). Its catalogue is
 * generated (sandbox-catalogue.ts); these hold what changes: keys sold per product, the orders
 * and the codes they delivered. The codes are the sandbox's own fake keys, unique forever (the
 * primary key), so the sandbox never sells a code twice.
 */
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from "typeorm";

/** Keys sold per sandbox product (stock = the catalogue's initial stock − sold). */
@Entity("sandbox_supplier_sales")
@Check("chk_sandbox_supplier_sales_sold", `"sold" >= 0`)
export class SandboxSupplierSale {
  @PrimaryColumn("text", { primaryKeyConstraintName: "PK_sandbox_supplier_sales" })
  productId: string;

  @Column("integer", { default: 0 })
  sold: number;
}

/** One order placed with the sandbox supplier (one product line). */
@Entity("sandbox_supplier_orders")
@Check("chk_sandbox_supplier_orders_status", `"status" IN ('PROCESSING', 'COMPLETED')`)
@Check("chk_sandbox_supplier_orders_quantity", `"quantity" > 0`)
@Index("uq_sandbox_supplier_orders_client_order", ["clientOrderId"], { unique: true })
export class SandboxSupplierOrder {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_sandbox_supplier_orders" })
  id: string;

  /** The buyer's reference: the same reference answers the same order (never buys twice). */
  @Column("text", { nullable: true })
  clientOrderId: string | null;

  @Column("text")
  productId: string;

  @Column("integer")
  quantity: number;

  /** EUR cents per key. */
  @Column("integer")
  unitPrice: number;

  /** PROCESSING until its codes are read once (image codes), then COMPLETED. */
  @Column("text", { default: "COMPLETED" })
  status: "PROCESSING" | "COMPLETED";

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** A code the sandbox supplier sold. */
@Entity("sandbox_supplier_codes")
@Index("idx_sandbox_supplier_codes_order", ["orderId", "position"])
export class SandboxSupplierCode {
  @PrimaryColumn("text", { primaryKeyConstraintName: "PK_sandbox_supplier_codes" })
  code: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => SandboxSupplierOrder, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id", foreignKeyConstraintName: "FK_sandbox_supplier_codes_order" })
  order?: Relation<SandboxSupplierOrder>;

  /** 1, 2, … within the order. */
  @Column("integer")
  position: number;
}
