import type { DataSource } from "typeorm";

export interface MediaFile {
  contentType: string;
  body: Buffer;
  createdAt: Date;
}

/** Images kept in Postgres (generated covers, uploads), served under /media. */
export class MediaService {
  constructor(private readonly dataSource: DataSource) {}

  /** The asset stored under `key`, or null. */
  async get(key: string): Promise<MediaFile | null> {
    const rows = await this.dataSource.query(`SELECT content_type AS "contentType", body, created_at AS "createdAt" FROM media_assets WHERE key = $1`, [key]);
    return rows[0] ?? null;
  }
}
