import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * An image the site serves itself (generated cover art, uploads), kept in Postgres so
 * every app process sees the same files. Served under /media/<key>.
 */
@Entity("media_assets")
export class MediaAsset {
  /** Path under /media, e.g. "covers/12.svg". */
  @PrimaryColumn("text")
  key: string;

  @Column("text")
  contentType: string;

  @Column("bytea")
  body: Buffer;

  @Column("integer")
  width: number;

  @Column("integer")
  height: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
