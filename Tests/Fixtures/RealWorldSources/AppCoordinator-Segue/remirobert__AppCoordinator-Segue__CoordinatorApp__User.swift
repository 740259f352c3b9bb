//
//  User.swift
//  CoordinatorApp
//
//  Created by Remi Robert on 27/10/2016.
//  Copyright © 2016 Remi Robert. All rights reserved.
//

struct User {
    let username: String
    
    init(username: String) {
        self.username = username
    }
}
